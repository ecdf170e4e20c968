// A shop's server talking to the exchanger with a client generated from its API document
// (docs/merchant-api.md#generating-a-client): the types in `openapi.d.ts` come from
// `npx openapi-typescript https://<exchanger>/api/openapi.json -o openapi.d.ts`, the calls go
// through `openapi-fetch`, and every path, body and answer below is checked by TypeScript against
// them. `npm test` regenerates the types from the document the server serves and type-checks this
// file (apps/api/test/openapi-clients.test.ts), so a change of the API that would break a
// merchant's integration fails the build.
import { randomUUID } from 'node:crypto';
import createClient from 'openapi-fetch';
import type { components, paths } from './openapi.js';
import { verifyWebhook } from './verify-webhook.mjs';

export type TInvoice = components['schemas']['Invoice'];
export type TInvoiceWebhook = components['schemas']['InvoiceWebhook'];
export type TApiError = components['schemas']['ErrorBody'];

/** The exchanger's merchant API with the shop's key (`mk_…`, made in the account under Shop → API). */
export function merchantClient(baseUrl: string, apiKey: string) {
  return createClient<paths>({ baseUrl, headers: { 'X-Api-Key': apiKey } });
}

export type TMerchantClient = ReturnType<typeof merchantClient>;

/** A refusal of the API, with its code (`validation_error`, `conflict`…) and the fields it names. */
export class ExchangerError extends Error {
  constructor(
    readonly status: number,
    readonly body: TApiError,
  ) {
    super(`${status} ${body.code}: ${body.detail}`);
  }
}

/**
 * Bills an order: one invoice per `orderId` (a second one answers 409), made safe to retry by an
 * `Idempotency-Key` (after a timeout, send the same call with the same key).
 */
export async function billOrder(
  client: TMerchantClient,
  order: { id: string; amount: string; description: string; successUrl: string },
  idempotencyKey: string = randomUUID(),
): Promise<TInvoice> {
  const { data, error, response } = await client.POST('/api/v1/merchant/invoices/', {
    params: { header: { 'idempotency-key': idempotencyKey } },
    body: {
      amount: order.amount,
      orderId: order.id,
      description: order.description,
      successUrl: order.successUrl,
      failUrl: null,
      lifetimeMinutes: 1440,
    },
  });
  if (error) throw new ExchangerError(response.status, error);
  return data;
}

/** The invoice as it is now (`open`, `paying`, `paid` or `expired`). */
export async function readInvoice(client: TMerchantClient, id: string): Promise<TInvoice> {
  const { data, error, response } = await client.GET('/api/v1/merchant/invoices/{id}/', {
    params: { path: { id } },
  });
  if (error) throw new ExchangerError(response.status, error);
  return data;
}

/**
 * A webhook delivery, if it is the exchanger's: the signature checked on the raw body before it is
 * parsed. Null for anything else (answer it 400 and do nothing).
 */
export function readWebhook(
  secret: string,
  signature: string | undefined,
  rawBody: string | Buffer,
): TInvoiceWebhook | null {
  if (!verifyWebhook(secret, signature, rawBody)) return null;
  return JSON.parse(rawBody.toString()) as TInvoiceWebhook;
}

/** What a shop does with a delivery: ship the order once its invoice is paid. */
export function isPaid(delivery: TInvoiceWebhook): boolean {
  return delivery.invoice.status === 'paid';
}
