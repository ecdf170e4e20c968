import { ZInvoice, ZInvoiceCreate, ZInvoicePage, ZInvoiceQuery } from '@exchanger/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotent, ZIdempotencyHeaders } from '../../http/idempotency.js';
import type { TIdempotencyService } from '../idempotency/index.js';
import type { TShopRow } from './merchant.repo.js';
import type { TMerchantService } from './merchant.service.js';

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

/** The merchant API: invoices of the shop whose API key signs the call. */
export const merchantApiRoutes: FastifyPluginAsyncZod<{
  merchant: TMerchantService;
  idempotency: TIdempotencyService;
}> = async (app, { merchant, idempotency }) => {
  const tags = ['merchant API'];
  app.addHook('onRequest', async (request) => {
    request.merchantShop = await merchant.authenticate(keyOf(request));
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('cache-control', 'no-store');
    return payload;
  });

  app.post(
    '/api/v1/merchant/invoices/',
    {
      // Keys are the shop's, whichever of its API keys signs the call.
      ...idempotent(idempotency, 'invoice', (request) => `shop:${shopOf(request).id}`),
      schema: {
        tags,
        summary: 'Create an invoice',
        description:
          "The amount is in the shop's payout currency. One invoice per `orderId`: a second one for the same order answers 409. The buyer pays at `payUrl`, in any currency.",
        security: apiKey,
        headers: ZIdempotencyHeaders,
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
