import { ZHealth, ZReadiness, type TReadiness } from '@exchanger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDatabase } from '../../db/client.js';

/**
 * `/healthz`: the process is alive. `/readyz`: it can serve — the database answers and every
 * shipped migration is applied; a load balancer stops sending traffic while it says 503. The
 * watched chains' health is reported beside, never counted (docs/payments.md).
 */
export const systemRoutes: FastifyPluginAsyncZod<{
  database: TDatabase;
  shippedMigrations: number;
  /** The watched chains' health (docs/payments.md), a detail of the answer. */
  chains: () => Promise<TReadiness['chains']>;
}> = async (app, { database, shippedMigrations, chains }) => {
  app.get(
    '/healthz',
    { schema: { tags: ['system'], summary: 'Liveness', response: { 200: ZHealth } }, logLevel: 'warn' },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: { tags: ['system'], summary: 'Readiness', response: { 200: ZReadiness, 503: ZReadiness } },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      let databaseOk = true;
      try {
        await database.ping();
      } catch {
        databaseOk = false;
      }
      const applied = databaseOk ? await database.appliedMigrations() : null;
      const migrations: TReadiness['checks']['migrations'] =
        applied === null ? 'unknown' : applied >= shippedMigrations ? 'ok' : 'pending';
      const ready = databaseOk && migrations === 'ok';
      // A chain is a detail: this process serves whatever a chain's watcher does.
      const watched = databaseOk ? await chains().catch(() => undefined) : undefined;
      const body: TReadiness = {
        status: ready ? 'ready' : 'not_ready',
        checks: { database: databaseOk ? 'ok' : 'down', migrations },
        ...(watched?.length ? { chains: watched } : {}),
      };
      return reply.code(ready ? 200 : 503).send(body);
    },
  );
};
