import {
  ZAdminShop,
  ZAdminShopPage,
  ZAdminShopQuery,
  ZAdminShopWithdrawalPage,
  ZAdminShopWithdrawalQuery,
  ZApproval,
  ZShopDecision,
  ZShopLedgerLine,
  ZShopWithdrawalDecision,
} from '@exchanger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf, type TAuthGuards } from '../../http/auth.js';
import { adminOnly, staffOnly } from '../../http/staff-only.js';
import type { TMerchantService } from './merchant.service.js';
import { bearer, ZIntId } from './route-schemas.js';

/**
 * Shops and shop withdrawals in the back office: list and decide — the administrators' alone
 * (docs/decisions/020-roles-and-own-records.md).
 */
export const adminShopRoutes: FastifyPluginAsyncZod<{
  merchant: TMerchantService;
  guards: TAuthGuards;
}> = async (app, { merchant, guards }) => {
  const tags = ['back office'];
  staffOnly(app, guards);
  adminOnly(app);
  app.get(
    '/admin/api/shops/',
    {
      schema: {
        tags,
        summary: 'Shops, newest first',
        security: bearer,
        querystring: ZAdminShopQuery,
        response: { 200: ZAdminShopPage },
      },
    },
    (request) => merchant.adminList(request.query),
  );
  app.get(
    '/admin/api/shop-withdrawals/',
    {
      schema: {
        tags,
        summary: 'Shop withdrawals, newest first',
        security: bearer,
        querystring: ZAdminShopWithdrawalQuery,
        response: { 200: ZAdminShopWithdrawalPage },
      },
    },
    (request) => merchant.adminWithdrawals(request.query),
  );
  app.post(
    '/admin/api/shop-withdrawals/:id/decision/',
    {
      // Paying out moves money: a fresh second-factor code (decision 022).
      preHandler: guards.freshOtp((body) => body.decision === 'approve'),
      schema: {
        tags,
        summary:
          'Pay out (approve) or refuse (reject) a shop withdrawal; 202 with a proposal when a second administrator must approve the payment (decision 024); approving needs a fresh `otp` when the last code is over 15 minutes old',
        security: bearer,
        params: ZIntId,
        body: ZShopWithdrawalDecision,
        response: { 200: ZShopLedgerLine, 202: ZApproval },
      },
    },
    async (request, reply) => {
      const result = await merchant.decideWithdrawalOrPropose(
        staffOf(request),
        request.params.id,
        request.body.decision,
        request.body.reason,
      );
      return 'proposal' in result ? reply.code(202).send(result.proposal) : result.done;
    },
  );
  app.post(
    '/admin/api/shops/:id/decision/',
    {
      schema: {
        tags,
        summary: 'Approve, reject or block a shop',
        security: bearer,
        params: ZIntId,
        body: ZShopDecision,
        response: { 200: ZAdminShop },
      },
    },
    (request) =>
      merchant.decide(staffOf(request).id, request.params.id, request.body.decision, request.body.reason),
  );
};
