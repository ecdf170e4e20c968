import {
  ZAdminChatSetting,
  ZAdminContactsSetting,
  ZChatSettingInput,
  ZContactsSettingInput,
} from '@exchanger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf, type TAuthGuards } from '../../http/auth.js';
import { ADMIN_ONLY, staffOnly } from '../../http/staff-only.js';
import type { TSupportSettingsService } from './support-settings.service.js';

const security = [{ bearer: [] }];

/**
 * The live-chat widget and the support channels in the back office: every operator may read them,
 * administrators change them (403 `admin_only` for the others). DELETE returns to the configuration.
 */
export const adminSupportSettingsRoutes: FastifyPluginAsyncZod<{
  support: TSupportSettingsService;
  guards: TAuthGuards;
}> = async (app, { support, guards }) => {
  const tags = ['back office'];
  staffOnly(app, guards);

  const chat = { tags, security, response: { 200: ZAdminChatSetting } };
  app.get(
    '/admin/api/settings/chat/',
    { schema: { ...chat, summary: 'The live-chat widget visitors get, and where it comes from' } },
    () => support.adminChat(),
  );
  app.put(
    '/admin/api/settings/chat/',
    {
      config: ADMIN_ONLY,
      schema: {
        ...chat,
        summary: 'Switch the live-chat widget on or off, or change it (admins; served at once)',
        body: ZChatSettingInput,
      },
    },
    (request) => support.saveChat(request.body, staffOf(request)),
  );
  app.delete(
    '/admin/api/settings/chat/',
    {
      config: ADMIN_ONLY,
      schema: { ...chat, summary: 'Forget the saved widget: the configuration applies again (admins)' },
    },
    (request) => support.resetChat(staffOf(request)),
  );

  const contacts = { tags, security, response: { 200: ZAdminContactsSetting } };
  app.get(
    '/admin/api/settings/contacts/',
    { schema: { ...contacts, summary: 'The support channels the contacts page shows' } },
    () => support.adminContacts(),
  );
  app.put(
    '/admin/api/settings/contacts/',
    {
      config: ADMIN_ONLY,
      schema: {
        ...contacts,
        summary: 'Change the support channels (admins); the e-mail receives the contact form',
        body: ZContactsSettingInput,
      },
    },
    (request) => support.saveContacts(request.body, staffOf(request)),
  );
  app.delete(
    '/admin/api/settings/contacts/',
    {
      config: ADMIN_ONLY,
      schema: { ...contacts, summary: 'Forget the saved channels: the configuration applies again (admins)' },
    },
    (request) => support.resetContacts(staffOf(request)),
  );
};
