import type { FastifyInstance } from 'fastify';
import type { TAuthGuards } from './auth.js';

/**
 * Makes a plugin's routes part of the operator API: operators and admins only (401 for guests,
 * 403 for the others, checked against the database at every call, before the body is read), and
 * never cached — operator answers are personal data. A route given `config: ADMIN_ONLY` is the
 * administrators' alone (403 `admin_only` for an operator).
 */
export function staffOnly(app: FastifyInstance, guards: TAuthGuards): void {
  app.addHook('onRequest', guards.requireStaff);
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('cache-control', 'no-store');
    return payload;
  });
}

/**
 * The route config of one administrators-only route of the operator API: money settings, shops,
 * withdrawals, roles and the site's settings (docs/decisions/020-roles-and-own-records.md).
 */
export const ADMIN_ONLY = { adminOnly: true } as const;

/** Makes every route of a back-office plugin (registered after this call) the administrators' alone. */
export function adminOnly(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, ...ADMIN_ONLY };
  });
}
