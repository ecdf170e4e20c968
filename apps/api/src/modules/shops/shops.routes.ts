import { ZShopPage, ZShopsQuery } from '@exchanger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TShopsService } from './shops.service.js';

export const shopsRoutes: FastifyPluginAsyncZod<{ shops: TShopsService }> = async (app, { shops }) => {
  app.get(
    '/api/v1/shops/',
    {
      schema: {
        tags: ['public pages'],
        summary: 'Approved shops that accept payment through the exchanger',
        description:
          'Paged as every list (`page` from 1, `size` at most 100), newest approval first. Empty until the merchant area approves its first shop.',
        querystring: ZShopsQuery,
        response: { 200: ZShopPage },
      },
    },
    (request) => shops.approved(request.query),
  );
};
