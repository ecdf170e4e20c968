import { ZAuditPage, ZAuditQuery } from '@exchanger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAdminService } from '../admin.service.js';
import { security, tags } from '../route-schema.js';

/** The audit log of staff actions. */
export const auditDeskRoutes: FastifyPluginAsyncZod<{ admin: TAdminService }> = async (app, { admin }) => {
  app.get(
    '/admin/api/audit/',
    {
      schema: {
        tags,
        summary: 'The audit log of operator actions, newest first',
        security,
        querystring: ZAuditQuery,
        response: { 200: ZAuditPage },
      },
    },
    (request) => admin.auditPage(request.query),
  );
};
