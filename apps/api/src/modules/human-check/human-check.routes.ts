import { ZHumanChallenge } from '@exchanger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { THumanCheckService } from './human-check.service.js';

export const humanCheckRoutes: FastifyPluginAsyncZod<{ humanCheck: THumanCheckService }> = async (
  app,
  { humanCheck },
) => {
  app.get(
    '/api/v1/challenge/',
    {
      schema: {
        tags: ['claims'],
        summary: 'A proof-of-work challenge for a claim',
        description:
          'An ALTCHA challenge signed by this server, for directions whose pair says `humanCheck`: the browser solves it and sends the solution as `altcha` with `POST /api/v1/claim/`. It expires after 10 minutes and is accepted once. 30 a minute from one address (429 past that).',
        response: { 200: ZHumanChallenge },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ZHumanChallenge.parse(await humanCheck.challenge(request.ip));
    },
  );
};
