import { ZAuditChain, ZAuditPage, ZAuditQuery } from '@exchanger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../../http/auth.js';
import { adminOnly } from '../../../http/staff-only.js';
import type { TAdminService } from '../admin.service.js';
import { security, tags } from '../route-schema.js';

/**
 * The audit log of staff actions and the state of its hash chain: administrators only (decision
 * 023). The role is checked before the query is read (`adminOnly`, decision 020), so an operator
 * gets 403 `admin_only` whatever he sends.
 */
export const auditDeskRoutes: FastifyPluginAsyncZod<{ admin: TAdminService }> = async (app, { admin }) => {
  adminOnly(app);

  app.get(
    '/admin/api/audit/',
    {
      schema: {
        tags,
        summary: 'The audit log of staff actions, newest first (administrators)',
        security,
        querystring: ZAuditQuery,
        response: { 200: ZAuditPage },
      },
    },
    (request) => admin.auditPage(request.query, staffOf(request)),
  );

  app.get(
    '/admin/api/audit/chain/',
    {
      schema: {
        tags,
        summary: 'Checks the hash chains of the audit log and the claim events (administrators)',
        description:
          'Walks both chains in id order and recomputes every hash; names the first broken row. ' +
          'Reads each table once.',
        security,
        response: { 200: ZAuditChain },
      },
    },
    (request) => admin.auditChain(staffOf(request)),
  );
};
