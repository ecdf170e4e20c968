import {
  ZAdminContent,
  ZAdminContentCreate,
  ZAdminContentPage,
  ZAdminContentQuery,
  ZAdminContentUpdate,
  ZFaq,
  ZNewsArticle,
  ZNewsList,
  ZPageQuery,
  ZPublicPage,
} from '@exchanger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf, type TAuthGuards } from '../../http/auth.js';
import { sharedRoutes } from '../../http/shared-routes.js';
import { staffOnly } from '../../http/staff-only.js';
import type { TContentService } from './content.service.js';

const security = [{ bearer: [] }];
const ZIntId = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const ZSlugParam = z.object({ slug: z.string().max(100) });

/** What the public reads: published pages, news and FAQ, as sanitized HTML in the request's language. */
export const publicContentRoutes: FastifyPluginAsyncZod<{ content: TContentService }> = async (
  app,
  { content },
) => {
  const tags = ['content'];
  app.get(
    '/api/v1/content/pages/:slug/',
    {
      schema: {
        tags,
        summary: 'A published information page',
        params: ZSlugParam,
        response: { 200: ZPublicPage },
      },
    },
    (request) => content.page(request.params.slug, request.locale),
  );
  app.get(
    '/api/v1/content/news/',
    {
      schema: {
        tags,
        summary: 'Published news, newest first',
        querystring: ZPageQuery,
        response: { 200: ZNewsList },
      },
    },
    (request) => content.news(request.query, request.locale),
  );
  app.get(
    '/api/v1/content/news/:slug/',
    {
      schema: {
        tags,
        summary: 'A published news article',
        params: ZSlugParam,
        response: { 200: ZNewsArticle },
      },
    },
    (request) => content.article(request.params.slug, request.locale),
  );
  app.get(
    '/api/v1/content/faq/',
    { schema: { tags, summary: 'The published FAQ, grouped', response: { 200: ZFaq } } },
    (request) => content.faq(request.locale),
  );
};

/** The content editor of the back office (operators and admins). */
export const adminContentRoutes: FastifyPluginAsyncZod<{
  content: TContentService;
  guards: TAuthGuards;
}> = async (app, { content, guards }) => {
  const tags = ['back office'];
  staffOnly(app, guards);
  app.get(
    '/admin/api/content/',
    {
      schema: {
        tags,
        summary: 'Pages, news and FAQ entries with their state',
        security,
        querystring: ZAdminContentQuery,
        response: { 200: ZAdminContentPage },
      },
    },
    (request) => content.adminList(request.query),
  );
  app.post(
    '/admin/api/content/',
    {
      schema: {
        tags,
        summary: 'Create a draft',
        security,
        body: ZAdminContentCreate,
        response: { 201: ZAdminContent },
      },
    },
    async (request, reply) => reply.code(201).send(await content.create(request.body, staffOf(request))),
  );
  app.get(
    '/admin/api/content/:id/',
    {
      schema: {
        tags,
        summary: 'An item: its draft with a rendered preview, and what is published',
        security,
        params: ZIntId,
        response: { 200: ZAdminContent },
      },
    },
    (request) => content.adminGet(request.params.id),
  );
  app.patch(
    '/admin/api/content/:id/',
    {
      schema: {
        tags,
        summary: 'Edit the draft (the published copy stays until the next publish)',
        security,
        params: ZIntId,
        body: ZAdminContentUpdate,
        response: { 200: ZAdminContent },
      },
    },
    (request) => content.update(request.params.id, request.body, staffOf(request)),
  );
  app.post(
    '/admin/api/content/:id/publish/',
    {
      schema: {
        tags,
        summary: 'Publish the draft (both languages need a title and a text)',
        security,
        params: ZIntId,
        response: { 200: ZAdminContent },
      },
    },
    (request) => content.publish(request.params.id, staffOf(request)),
  );
  app.post(
    '/admin/api/content/:id/unpublish/',
    {
      schema: {
        tags,
        summary: 'Take the item off the site',
        security,
        params: ZIntId,
        response: { 200: ZAdminContent },
      },
    },
    (request) => content.unpublish(request.params.id, staffOf(request)),
  );
};

/** The module's routes: the public pages and the editors' desk. */
export const contentRoutes: FastifyPluginAsyncZod<{ content: TContentService; guards: TAuthGuards }> = async (
  app,
  options,
) => {
  await app.register(sharedRoutes(publicContentRoutes), options);
  await app.register(adminContentRoutes, options);
};
