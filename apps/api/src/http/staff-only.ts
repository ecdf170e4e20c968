import type { FastifyInstance } from 'fastify';
import type { TAuthGuards } from './auth.js';

/**
 * Makes a plugin's routes part of the operator API: operators and admins only (401 for guests,
 * 403 for the others, checked against the database at every call), and never cached — operator
 * answers are personal data.
 */
export function staffOnly(app: FastifyInstance, guards: TAuthGuards): void {
  app.addHook('preHandler', guards.requireStaff);
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('cache-control', 'no-store');
    return payload;
  });
}
