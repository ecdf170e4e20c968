import { ZAdminContest, ZAdminContestUpdate, ZContestBoard } from '@exchanger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf, type TAuthGuards } from '../../http/auth.js';
import { sharedRoutes } from '../../http/shared-routes.js';
import { ADMIN_ONLY, staffOnly } from '../../http/staff-only.js';
import type { TContestService } from './contest.service.js';

/** The public board of the contest. */
export const publicContestRoutes: FastifyPluginAsyncZod<{ contest: TContestService }> = async (
  app,
  { contest },
) => {
  app.get(
    '/api/v1/contest/',
    {
      schema: {
        tags: ['public pages'],
        summary: 'The exchange volume contest and its leaderboard',
        description:
          'The contest of `settings.contest` in the request language, its phase, and the top participants by the dollar value of their claims completed in the period (e-mails masked; computed by the database, cached for up to 30 s). `contest: null` when there is none or it is switched off.',
        response: { 200: ZContestBoard },
      },
    },
    (request) => contest.board(request.locale),
  );
};

/** The contest setting in the back office: operators read it, admins change it. */
export const adminContestRoutes: FastifyPluginAsyncZod<{
  contest: TContestService;
  guards: TAuthGuards;
}> = async (app, { contest, guards }) => {
  const tags = ['back office'];
  const security = [{ bearer: [] }];
  staffOnly(app, guards);
  app.get(
    '/admin/api/settings/contest/',
    {
      schema: {
        tags,
        summary: 'The contest setting (both languages)',
        security,
        response: { 200: ZAdminContest },
      },
    },
    () => contest.adminGet(),
  );
  app.put(
    '/admin/api/settings/contest/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Replace the contest setting (admins), with the reason for the audit log',
        security,
        body: ZAdminContestUpdate,
        response: { 200: ZAdminContest },
      },
    },
    (request) => contest.update(request.body, staffOf(request)),
  );
};

/** The module's routes: the public board and the back office's setting. */
export const contestRoutes: FastifyPluginAsyncZod<{ contest: TContestService; guards: TAuthGuards }> = async (
  app,
  options,
) => {
  await app.register(sharedRoutes(publicContestRoutes), options);
  await app.register(adminContestRoutes, options);
};
