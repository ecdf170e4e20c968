import {
  ZAdminMessage,
  ZAdminMessageActionBody,
  ZAdminMessagePage,
  ZAdminMessageQuery,
  ZContacts,
  ZContactMessageCreate,
  ZContactMessageCreated,
  type TContacts,
} from '@exchanger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf, type TAuthGuards } from '../../http/auth.js';
import { sharedRoutes } from '../../http/shared-routes.js';
import { staffOnly } from '../../http/staff-only.js';
import type { TContactsService } from './contacts.service.js';

const ZIntId = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const security = [{ bearer: [] }];

/** `/contacts`: the support channels, and the form that reaches the operators. */
export const publicContactsRoutes: FastifyPluginAsyncZod<{
  contacts: TContactsService;
  channels: () => Promise<TContacts>;
  guards: TAuthGuards;
}> = async (app, { contacts, channels, guards }) => {
  const tags = ['contacts'];
  app.get(
    '/api/v1/contacts/',
    {
      schema: {
        tags,
        summary: 'Support channels and "About the exchanger"',
        description:
          'The e-mail, Telegram and phone the contacts page shows (null: not offered), and `about`: ' +
          'the legal name, jurisdiction and address in Russian and English (empty: not stated) and ' +
          'the working hours (null: not stated), as an administrator set them in the back office.',
        response: { 200: ZContacts },
      },
    },
    () => channels(),
  );
  app.post(
    '/api/v1/contacts/',
    {
      onRequest: guards.optionalUser,
      schema: {
        tags,
        summary: 'Write to the operators',
        description:
          'Stores the message for the operators (and e-mails the support address when one is set); ' +
          'answers its reference. Rate-limited per IP and per e-mail (429). `website` must stay empty.',
        body: ZContactMessageCreate,
        response: { 201: ZContactMessageCreated },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await contacts.create(request.body, {
          ip: request.ip,
          locale: request.locale,
          userId: request.user?.userId ?? null,
        }),
      ),
  );
};

/** The operators' desk of the messages (operators and admins). */
export const adminContactsRoutes: FastifyPluginAsyncZod<{
  contacts: TContactsService;
  guards: TAuthGuards;
}> = async (app, { contacts, guards }) => {
  const tags = ['back office'];
  staffOnly(app, guards);
  app.get(
    '/admin/api/messages/',
    {
      schema: {
        tags,
        summary: 'Messages of the contact form, newest first, with the number of new ones',
        security,
        querystring: ZAdminMessageQuery,
        response: { 200: ZAdminMessagePage },
      },
    },
    (request) => contacts.adminPage(request.query),
  );
  app.get(
    '/admin/api/messages/:id/',
    {
      schema: {
        tags,
        summary: 'A message with its linked claim and what operators did with it',
        security,
        params: ZIntId,
        response: { 200: ZAdminMessage },
      },
    },
    (request) => contacts.adminGet(request.params.id),
  );
  app.post(
    '/admin/api/messages/:id/actions/',
    {
      schema: {
        tags,
        summary: 'Mark a message answered or close it (409 when its status changed meanwhile)',
        security,
        params: ZIntId,
        body: ZAdminMessageActionBody,
        response: { 200: ZAdminMessage },
      },
    },
    (request) => contacts.act(request.params.id, request.body, staffOf(request)),
  );
};

/** The module's routes: the public form and the operators' desk. */
export const contactsRoutes: FastifyPluginAsyncZod<{
  contacts: TContactsService;
  channels: () => Promise<TContacts>;
  guards: TAuthGuards;
}> = async (app, options) => {
  await app.register(sharedRoutes(publicContactsRoutes), options);
  await app.register(adminContactsRoutes, options);
};
