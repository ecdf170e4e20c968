import {
  ZApproval,
  ZApprovalApprove,
  ZApprovalCancel,
  ZApprovalPage,
  ZApprovalQuery,
  ZApprovalReject,
} from '@exchanger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf, type TAuthGuards } from '../../http/auth.js';
import { staffOnly } from '../../http/staff-only.js';
import type { TApprovalsService } from './approvals.service.js';

const tags = ['back office'];
const security = [{ bearer: [] }];
const ZIntId = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * The two-person rule's desk (decision 024): what waits for a second administrator, and the
 * decisions on it. Administrators only (operators get 403 `admin_only`); the proposer cannot
 * approve or reject his own (403 `own_record`) but may cancel it.
 */
export const approvalsRoutes: FastifyPluginAsyncZod<{
  approvals: TApprovalsService;
  guards: TAuthGuards;
}> = async (app, { approvals, guards }) => {
  staffOnly(app, guards);

  app.get(
    '/admin/api/approvals/',
    {
      schema: {
        tags,
        summary: 'Proposals waiting for (or decided by) a second administrator, newest first',
        security,
        querystring: ZApprovalQuery,
        response: { 200: ZApprovalPage },
      },
    },
    (request) => approvals.page(staffOf(request), request.query),
  );

  app.post(
    '/admin/api/approvals/:id/approve/',
    {
      schema: {
        tags,
        summary:
          'Approve another administrator’s proposal: it runs now, as you, with every check; 409 when already decided; needs a fresh `otp` when the last code is over 15 minutes old (401 `otp_required`)',
        security,
        params: ZIntId,
        body: ZApprovalApprove,
        response: { 200: ZApproval },
      },
      // No body at all is an approval without a code.
      preValidation: async (request) => {
        // The typed body is what validation will produce; before it, the request may have none.
        if ((request.body as unknown) === undefined) request.body = {};
      },
      preHandler: guards.freshOtp(),
    },
    (request) => approvals.approve(staffOf(request), request.params.id),
  );

  app.post(
    '/admin/api/approvals/:id/reject/',
    {
      schema: {
        tags,
        summary: 'Reject another administrator’s proposal, with a reason: it never runs',
        security,
        params: ZIntId,
        body: ZApprovalReject,
        response: { 200: ZApproval },
      },
    },
    (request) => approvals.reject(staffOf(request), request.params.id, request.body.reason),
  );

  app.post(
    '/admin/api/approvals/:id/cancel/',
    {
      schema: {
        tags,
        summary: 'Withdraw your own proposal',
        security,
        params: ZIntId,
        body: ZApprovalCancel,
        response: { 200: ZApproval },
      },
    },
    (request) => approvals.cancel(staffOf(request), request.params.id, request.body.reason),
  );
};
