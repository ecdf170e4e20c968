import {
  ZAdminShop,
  ZAdminShopPage,
  ZAdminShopQuery,
  ZApiKeyCreate,
  ZApiKeyCreated,
  ZApiKeyList,
  ZInvoice,
  ZInvoiceCreate,
  ZInvoicePage,
  ZInvoiceQuery,
  ZMyShop,
  ZShopDecision,
  ZShopOpen,
  ZShopUpdate,
  ZPageQuery,
  ZLinkCreate,
  ZPublicInvoice,
  ZAdminShopWithdrawalPage,
  ZAdminShopWithdrawalQuery,
  ZSalesPage,
  ZSalesQuery,
  ZShopBalance,
  ZShopLedgerLine,
  ZShopLedgerPage,
  ZShopStatistics,
  ZShopWithdrawalCreate,
  ZShopWithdrawalDecision,
  ZStatisticsQuery,
  ZWebhookDeliveryPage,
} from '@exchanger/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf, userOf, type TAuthGuards } from '../../http/auth.js';
import { staffOnly } from '../../http/staff-only.js';
import type { TShopRow } from './merchant.repo.js';
import type { TMerchantService } from './merchant.service.js';

const ZIntId = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const bearer = [{ bearer: [] }];
const apiKey = [{ apiKey: [] }];

declare module 'fastify' {
  interface FastifyRequest {
    /** The shop a merchant API call acts for (set by the API-key check). */
    merchantShop?: TShopRow;
  }
}

/** The key of a merchant API call: `X-Api-Key: mk_…`, or `Authorization: Bearer mk_…`. */
function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string') return header.trim();
  const auth = request.headers.authorization;
  return auth?.startsWith('Bearer mk_') ? auth.slice('Bearer '.length).trim() : undefined;
}

function shopOf(request: FastifyRequest): TShopRow {
  if (!request.merchantShop) throw new Error('merchant route without the API-key check');
  return request.merchantShop;
}

/** The seller's shop and its API keys, under the account. */
export const shopAccountRoutes: FastifyPluginAsyncZod<{
  merchant: TMerchantService;
  guards: TAuthGuards;
}> = async (app, { merchant, guards }) => {
  const tags = ['shop'];
  app.addHook('preHandler', guards.requireUser);

  app.get(
    '/api/v1/users/me/shop/',
    { schema: { tags, summary: "The user's shop, or 404", security: bearer, response: { 200: ZMyShop } } },
    (request) => merchant.mine(userOf(request).userId),
  );
  app.post(
    '/api/v1/users/me/shop/',
    {
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
      schema: {
        tags,
        summary: "Ask for a payout of the balance to the shop's payout requisites",
        security: bearer,
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

/** What a buyer opening a payment link reads. */
export const publicInvoiceRoutes: FastifyPluginAsyncZod<{ merchant: TMerchantService }> = async (
  app,
  { merchant },
) => {
  app.get(
    '/api/v1/invoices/:id/',
    {
      schema: {
        tags: ['shop'],
        summary: 'An invoice as its buyer sees it',
        params: z.object({ id: z.uuid({ error: 'invoice_invalid' }) }),
        response: { 200: ZPublicInvoice },
      },
    },
    (request) => merchant.publicInvoice(request.params.id),
  );
};

/** The merchant API: invoices of the shop whose API key signs the call. */
export const merchantApiRoutes: FastifyPluginAsyncZod<{ merchant: TMerchantService }> = async (
  app,
  { merchant },
) => {
  const tags = ['merchant API'];
  app.addHook('preHandler', async (request) => {
    request.merchantShop = await merchant.authenticate(keyOf(request));
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('cache-control', 'no-store');
    return payload;
  });

  app.post(
    '/api/v1/merchant/invoices/',
    {
      schema: {
        tags,
        summary: 'Create an invoice',
        description:
          "The amount is in the shop's payout currency. One invoice per `orderId`: a second one for the same order answers 409. The buyer pays at `payUrl`, in any currency.",
        security: apiKey,
        body: ZInvoiceCreate,
        response: { 201: ZInvoice },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await merchant.createInvoice(shopOf(request), request.body)),
  );
  app.get(
    '/api/v1/merchant/invoices/',
    {
      schema: {
        tags,
        summary: "The shop's invoices, newest first",
        security: apiKey,
        querystring: ZInvoiceQuery,
        response: { 200: ZInvoicePage },
      },
    },
    (request) => merchant.invoices(shopOf(request), request.query),
  );
  app.get(
    '/api/v1/merchant/invoices/:id/',
    {
      schema: {
        tags,
        summary: 'One invoice of the shop',
        security: apiKey,
        params: z.object({ id: z.uuid() }),
        response: { 200: ZInvoice },
      },
    },
    (request) => merchant.invoice(shopOf(request), request.params.id),
  );
};

/** Shops in the back office: list and decide. */
export const adminShopRoutes: FastifyPluginAsyncZod<{
  merchant: TMerchantService;
  guards: TAuthGuards;
}> = async (app, { merchant, guards }) => {
  const tags = ['back office'];
  staffOnly(app, guards);
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
      schema: {
        tags,
        summary: 'Pay out (approve) or refuse (reject) a shop withdrawal',
        security: bearer,
        params: ZIntId,
        body: ZShopWithdrawalDecision,
        response: { 200: ZShopLedgerLine },
      },
    },
    (request) =>
      merchant.decideWithdrawal(
        staffOf(request).id,
        request.params.id,
        request.body.decision,
        request.body.reason,
      ),
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

/** The module's routes: the shop owner's account, the merchant API, the invoice page, the back office. */
export const merchantRoutes: FastifyPluginAsyncZod<{
  merchant: TMerchantService;
  guards: TAuthGuards;
}> = async (app, options) => {
  await app.register(shopAccountRoutes, options);
  await app.register(merchantApiRoutes, options);
  await app.register(publicInvoiceRoutes, options);
  await app.register(adminShopRoutes, options);
};
