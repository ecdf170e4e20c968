import {
  ZAdminWithdrawal,
  ZAdminWithdrawalDecision,
  ZAdminWithdrawalPage,
  ZAdminWithdrawalQuery,
  ZApproval,
} from '@exchanger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf, type TAuthGuards } from '../../../http/auth.js';
import { adminOnly } from '../../../http/staff-only.js';
import type { TAdminService } from '../admin.service.js';
import { security, tags, ZIntId } from '../route-schema.js';

/** Referral withdrawals: the requests and their decision (administrators only, docs/decisions/020-roles-and-own-records.md). */
export const withdrawalsDeskRoutes: FastifyPluginAsyncZod<{
  admin: TAdminService;
  guards: TAuthGuards;
}> = async (app, { admin, guards }) => {
  adminOnly(app);
  app.get(
    '/admin/api/withdrawals/',
    {
      schema: {
        tags,
        summary: 'Referral withdrawal requests',
        security,
        querystring: ZAdminWithdrawalQuery,
        response: { 200: ZAdminWithdrawalPage },
      },
    },
    (request) => admin.withdrawalsPage(request.query),
  );

  app.post(
    '/admin/api/withdrawals/:id/decision/',
    {
      // Paying out moves money: a fresh second-factor code (decision 022).
      preHandler: guards.freshOtp((body) => body.decision === 'approve'),
      schema: {
        tags,
        summary:
          'Approve (paid out) or reject (the amount returns to the balance) a pending withdrawal; 202 with a proposal when a second administrator must approve the payment (decision 024); approving needs a fresh `otp` when the last code is over 15 minutes old',
        security,
        params: ZIntId,
        body: ZAdminWithdrawalDecision,
        response: { 200: ZAdminWithdrawal, 202: ZApproval },
      },
    },
    async (request, reply) => {
      const result = await admin.decideWithdrawalOrPropose(request.params.id, request.body, staffOf(request));
      return 'proposal' in result ? reply.code(202).send(result.proposal) : result.done;
    },
  );
};
