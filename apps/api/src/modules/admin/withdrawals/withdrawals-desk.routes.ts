import {
  ZAdminWithdrawal,
  ZAdminWithdrawalDecision,
  ZAdminWithdrawalPage,
  ZAdminWithdrawalQuery,
} from '@exchanger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../../http/auth.js';
import { adminOnly } from '../../../http/staff-only.js';
import type { TAdminService } from '../admin.service.js';
import { security, tags, ZIntId } from '../route-schema.js';

/** Referral withdrawals: the requests and their decision (administrators only, docs/decisions/020-roles-and-own-records.md). */
export const withdrawalsDeskRoutes: FastifyPluginAsyncZod<{ admin: TAdminService }> = async (
  app,
  { admin },
) => {
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
      schema: {
        tags,
        summary: 'Approve (paid out) or reject (the amount returns to the balance) a pending withdrawal',
        security,
        params: ZIntId,
        body: ZAdminWithdrawalDecision,
        response: { 200: ZAdminWithdrawal },
      },
    },
    (request) => admin.decideWithdrawal(request.params.id, request.body, staffOf(request)),
  );
};
