import { createReadStream } from 'node:fs';
import {
  localePrefix,
  MONEY_CLAIM_ACTIONS,
  ZAdminClaim,
  ZAdminClaimActionBody,
  ZAdminClaimPage,
  ZAdminClaimQuery,
  ZAdminClaimRequisites,
  ZApproval,
  ZClaimId,
} from '@exchanger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf, type TAuthGuards } from '../../../http/auth.js';
import type { TAdminService } from '../admin.service.js';
import { security, tags } from '../route-schema.js';

/** The claims desk: the queue, a claim, the actions on it, its documents. */
export const claimsDeskRoutes: FastifyPluginAsyncZod<{ admin: TAdminService; guards: TAuthGuards }> = async (
  app,
  { admin, guards },
) => {
  const movesMoney = (body: Record<string, unknown>) =>
    (MONEY_CLAIM_ACTIONS as readonly unknown[]).includes(body.action);
  app.get(
    '/admin/api/claims/',
    {
      schema: {
        tags,
        summary: 'The claims queue, newest first, with filters',
        security,
        querystring: ZAdminClaimQuery,
        response: { 200: ZAdminClaimPage },
      },
    },
    (request) => admin.claimsPage(request.query, request.locale),
  );

  app.get(
    '/admin/api/claims/:id/',
    {
      schema: {
        tags,
        summary: 'A claim with everything the client sent, its event log, documents and possible actions',
        security,
        params: ZClaimId,
        response: { 200: ZAdminClaim },
      },
    },
    (request) =>
      admin.claim(request.params.id, staffOf(request), request.locale, localePrefix(request.locale)),
  );

  app.post(
    '/admin/api/claims/:id/requisites/',
    {
      schema: {
        tags,
        summary:
          'What the client entered, in full (the claim shows it masked); each reveal is written to the audit log (decision 026)',
        security,
        params: ZClaimId,
        response: { 200: ZAdminClaimRequisites },
      },
    },
    (request) => admin.revealRequisites(request.params.id, staffOf(request), request.locale),
  );

  app.post(
    '/admin/api/claims/:id/actions/',
    {
      // Completing and refunding move money: a fresh second-factor code (decision 022).
      preHandler: guards.freshOtp(movesMoney),
      schema: {
        tags,
        summary:
          'Act on a claim (the state machine decides); 409 when another operator acted first; 202 with a proposal when a second administrator must approve a refund (decision 024). `complete` and `refund` need a fresh `otp` when the last code is over 15 minutes old (401 `otp_required`)',
        security,
        params: ZClaimId,
        body: ZAdminClaimActionBody,
        response: { 200: ZAdminClaim, 202: ZApproval },
      },
    },
    async (request, reply) => {
      const result = await admin.actOrPropose(
        request.params.id,
        request.body,
        staffOf(request),
        request.locale,
        localePrefix(request.locale),
      );
      return 'proposal' in result ? reply.code(202).send(result.proposal) : result.done;
    },
  );

  app.get(
    '/admin/api/claims/:id/documents/:documentId/',
    {
      schema: {
        tags,
        summary: 'An uploaded document (card photo) of a claim',
        security,
        params: ZClaimId.extend({ documentId: z.uuid() }),
      },
    },
    async (request, reply) => {
      const { file, mime } = await admin.document(request.params.id, request.params.documentId);
      return reply
        .type(mime)
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file));
    },
  );
};
