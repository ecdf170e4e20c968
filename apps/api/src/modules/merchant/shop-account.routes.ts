import {
  ZApiKeyCreate,
  ZApiKeyCreated,
  ZApiKeyList,
  ZInvoice,
  ZLinkCreate,
  ZMyShop,
  ZPageQuery,
  ZSalesPage,
  ZSalesQuery,
  ZShopBalance,
  ZShopLedgerLine,
  ZShopLedgerPage,
  ZShopOpen,
  ZShopStatistics,
  ZShopUpdate,
  ZShopWithdrawalCreate,
  ZStatisticsQuery,
  ZWebhookDeliveryPage,
} from '@exchanger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf, type TAuthGuards } from '../../http/auth.js';
import { SECRET_ANSWER } from '../../http/compression.js';
import { idempotent, ZIdempotencyHeaders } from '../../http/idempotency.js';
import type { TIdempotencyService } from '../idempotency/index.js';
import type { TMerchantService } from './merchant.service.js';
import { bearer, ZIntId } from './route-schemas.js';

/** The seller's shop and its API keys, under the account. */
export const shopAccountRoutes: FastifyPluginAsyncZod<{
  merchant: TMerchantService;
  idempotency: TIdempotencyService;
  guards: TAuthGuards;
}> = async (app, { merchant, idempotency, guards }) => {
  const tags = ['shop'];
  app.addHook('onRequest', guards.requireUser);

  app.get(
    '/api/v1/users/me/shop/',
    {
      config: SECRET_ANSWER,
      schema: {
        tags,
        summary: "The user's shop, or null when they have not opened one",
        security: bearer,
        response: { 200: ZMyShop.nullable() },
      },
    },
    (request) => merchant.mine(userOf(request).userId),
  );
  app.post(
    '/api/v1/users/me/shop/',
    {
      config: SECRET_ANSWER,
      schema: {
        tags,
        summary: 'Open a shop (it waits for approval)',
        security: bearer,
        body: ZShopOpen,
        response: { 201: ZMyShop },
      },
    },
    async (request, reply) => reply.code(201).send(await merchant.open(userOf(request).userId, request.body)),
  );
  app.patch(
    '/api/v1/users/me/shop/',
    {
      config: SECRET_ANSWER,
      schema: {
        tags,
        summary: 'Change the shop',
        security: bearer,
        body: ZShopUpdate,
        response: { 200: ZMyShop },
      },
    },
    (request) => merchant.update(userOf(request).userId, request.body),
  );
  app.post(
    '/api/v1/users/me/shop/invoices/',
    {
      schema: {
        tags,
        summary: 'Make a payment link: an invoice whose payUrl is the link',
        security: bearer,
        body: ZLinkCreate,
        response: { 201: ZInvoice },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await merchant.createLink(userOf(request).userId, request.body)),
  );
  app.get(
    '/api/v1/users/me/shop/balance/',
    { schema: { tags, summary: "The shop's balance", security: bearer, response: { 200: ZShopBalance } } },
    (request) => merchant.balance(userOf(request).userId),
  );
  app.get(
    '/api/v1/users/me/shop/ledger/',
    {
      schema: {
        tags,
        summary: 'Sales credited and withdrawals, newest first',
        security: bearer,
        querystring: ZPageQuery,
        response: { 200: ZShopLedgerPage },
      },
    },
    (request) => merchant.ledger(userOf(request).userId, request.query),
  );
  app.post(
    '/api/v1/users/me/shop/withdrawal/',
    {
      ...idempotent(idempotency, 'shop-withdrawal', (request) => `user:${userOf(request).userId}`),
      schema: {
        tags,
        summary: "Ask for a payout of the balance to the shop's payout requisites",
        security: bearer,
        headers: ZIdempotencyHeaders,
        body: ZShopWithdrawalCreate,
        response: { 201: ZShopLedgerLine },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await merchant.withdraw(userOf(request).userId, request.body.amount)),
  );
  app.get(
    '/api/v1/users/me/shop/sales/',
    {
      schema: {
        tags,
        summary: 'Sales history: invoices with what buyers paid, newest first',
        security: bearer,
        querystring: ZSalesQuery,
        response: { 200: ZSalesPage },
      },
    },
    (request) => merchant.sales(userOf(request).userId, request.query),
  );
  app.get(
    '/api/v1/users/me/shop/sales.csv',
    {
      schema: {
        tags,
        summary: 'Sales history as CSV (the same filters, up to 10 000 rows)',
        security: bearer,
        querystring: ZSalesQuery.omit({ page: true, size: true }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await merchant.salesCsv(userOf(request).userId, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="sales.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
  app.get(
    '/api/v1/users/me/shop/statistics/',
    {
      schema: {
        tags,
        summary: 'Volume and count per day, conversion, top currencies',
        security: bearer,
        querystring: ZStatisticsQuery,
        response: { 200: ZShopStatistics },
      },
    },
    (request) => merchant.statistics(userOf(request).userId, request.query.days),
  );
  app.get(
    '/api/v1/users/me/shop/webhooks/',
    {
      schema: {
        tags,
        summary: 'Webhooks sent to the shop, newest first, with every attempt',
        security: bearer,
        querystring: ZPageQuery,
        response: { 200: ZWebhookDeliveryPage },
      },
    },
    (request) => merchant.webhooks(userOf(request).userId, request.query),
  );
  app.get(
    '/api/v1/users/me/shop/keys/',
    { schema: { tags, summary: "The shop's API keys", security: bearer, response: { 200: ZApiKeyList } } },
    (request) => merchant.keys(userOf(request).userId),
  );
  app.post(
    '/api/v1/users/me/shop/keys/',
    {
      schema: {
        tags,
        summary: 'Create an API key: the whole key is in this answer only',
        security: bearer,
        body: ZApiKeyCreate,
        response: { 201: ZApiKeyCreated },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await merchant.createKey(userOf(request).userId, request.body.name)),
  );
  app.delete(
    '/api/v1/users/me/shop/keys/:id/',
    {
      schema: {
        tags,
        summary: 'Revoke an API key',
        security: bearer,
        params: ZIntId,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await merchant.revokeKey(userOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
