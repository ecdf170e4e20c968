import { ZCashOffices, ZCashQuery } from '@exchanger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TCashService } from './cash.service.js';

export const cashRoutes: FastifyPluginAsyncZod<{ cash: TCashService }> = async (app, { cash }) => {
  app.get(
    '/api/v1/cash/',
    {
      schema: {
        tags: ['public pages'],
        summary: 'Cities with cash, their cash currencies and the directions into and out of cash',
        description:
          'Answered from the calculator snapshot: rate, limits (derived as the calculator does) and reserve are what the pair call quotes now. `?city=MSK` narrows the answer to one city (404 when there is none).',
        querystring: ZCashQuery,
        response: { 200: ZCashOffices },
      },
    },
    (request) => cash.offices(request.locale, request.query.city),
  );
};
