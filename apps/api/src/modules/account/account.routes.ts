import {
  ZLoyalty,
  ZPromocodeCheck,
  ZPromocodeList,
  ZReferral,
  ZReferralDwPage,
  ZReferralDwQuery,
  ZReferralTerms,
  ZReferralWithdrawalPage,
  ZWithdrawalCreate,
  ZWithdrawalCreated,
  ZWithdrawalCurrencyList,
} from '@exchanger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf, type TAuthGuards } from '../../http/auth.js';
import { idempotent, ZIdempotencyHeaders } from '../../http/idempotency.js';
import { translate } from '../../i18n/messages.js';
import type { TIdempotencyService } from '../idempotency/index.js';
import type { TAccountService } from './account.service.js';

const tags = ['account'];
const security = [{ bearer: [] }];

/** An empty `status` is the specification's default: every status. */
function allStatuses<T extends { status?: string | undefined }>(
  query: T,
): Omit<T, 'status'> & { status?: Exclude<T['status'], ''> } {
  const { status, ...rest } = query;
  return status ? { ...rest, status: status as Exclude<T['status'], ''> } : rest;
}

/** Promocodes, the referral programme and the loyalty level of the logged-in user; the public promocode check. */
export const accountRoutes: FastifyPluginAsyncZod<{
  account: TAccountService;
  idempotency: TIdempotencyService;
  guards: TAuthGuards;
}> = async (app, { account, idempotency, guards }) => {
  app.get(
    '/api/v1/promocodes/:code/',
    {
      schema: {
        tags,
        summary: 'Check a promocode: its rate improvement, or 404 when it cannot be used',
        description: 'Rate-limited per client address (60 a minute).',
        params: z.object({ code: z.string().max(200) }),
        response: { 200: ZPromocodeCheck },
      },
    },
    (request) => account.checkPromocode(request.params.code, request.ip),
  );

  app.get(
    '/api/v1/users/me/promocodes/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "The user's own usable promocodes",
        security,
        response: { 200: ZPromocodeList },
      },
    },
    (request) => account.myPromocodes(userOf(request).userId),
  );

  app.get(
    '/api/v1/users/refferal/terms/',
    {
      schema: {
        tags,
        summary:
          "The referral programme's terms: the referrer's share of the margin, currency, minimum withdrawal",
        response: { 200: ZReferralTerms },
      },
    },
    () => account.referralTerms(),
  );

  app.get(
    '/api/v1/users/me/refferal/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: 'The referral programme: balance, share, link and statistics',
        security,
        response: { 200: ZReferral },
      },
    },
    (request) => account.referral(userOf(request).userId),
  );

  app.get(
    '/api/v1/users/me/refferal/dw/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: 'Referral deposits and withdrawals, newest first',
        security,
        querystring: ZReferralDwQuery,
        response: { 200: ZReferralDwPage },
      },
    },
    (request) => account.ledger(userOf(request).userId, allStatuses(request.query)),
  );

  app.get(
    '/api/v1/users/me/refferal/currencies/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: 'Currencies a withdrawal can be paid in, with their requisite inputs',
        security,
        response: { 200: ZWithdrawalCurrencyList },
      },
    },
    (request) => account.withdrawalCurrencies(request.locale),
  );

  app.get(
    '/api/v1/users/me/refferal/withdrawal/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "The user's withdrawal requests, newest first",
        security,
        querystring: ZReferralDwQuery,
        response: { 200: ZReferralWithdrawalPage },
      },
    },
    (request) => account.withdrawals(userOf(request).userId, allStatuses(request.query)),
  );

  app.post(
    '/api/v1/users/me/refferal/withdrawal/',
    {
      onRequest: guards.requireUser,
      ...idempotent(idempotency, 'referral-withdrawal', (request) => `user:${userOf(request).userId}`),
      schema: {
        tags,
        summary: 'Request a withdrawal of the referral balance (operators pay it out)',
        description:
          'The amount is in the referral currency (USDT), at least the minimum and at most the balance; the requisites are those of the receive side of the chosen currency.',
        security,
        headers: ZIdempotencyHeaders,
        body: ZWithdrawalCreate,
        response: { 201: ZWithdrawalCreated },
      },
    },
    async (request, reply) => {
      const created = await account.createWithdrawal(userOf(request).userId, request.body);
      return reply.code(201).send({ ...created, detail: translate('withdrawal_created', request.locale) });
    },
  );

  app.get(
    '/api/v1/users/me/loyalty/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: 'The loyalty level from the completed volume, and the way to the next',
        security,
        response: { 200: ZLoyalty },
      },
    },
    (request) => account.loyalty(userOf(request).userId, request.locale),
  );
};
