import { ZTech } from '@exchanger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TTechService } from './tech.service.js';

export const settingsRoutes: FastifyPluginAsyncZod<{ tech: TTechService }> = async (app, { tech }) => {
  app.get(
    '/api/v1/calculator/tech/',
    {
      schema: {
        tags: ['calculator'],
        summary: 'Technical works banner',
        description:
          'Whether the exchanger is in maintenance and the message to show, in the request language.',
        response: { 200: ZTech },
      },
    },
    (request) => tech.getTech(request.locale),
  );
};
