/**
 * Webhooks to shops (docs/merchant-api.md): each status change of an invoice's claim queues one
 * delivery in the claim's transaction; this posts the due ones, signed, and records every attempt
 * (`webhooks/deliver-webhooks.ts`), for the job that runs it.
 */
import { lookup } from 'node:dns/promises';
import type { TWebhooksRepo } from './webhooks.repo.js';
import { deliverWebhooks } from './webhooks/deliver-webhooks.js';

export function createWebhookService(given: {
  webhooks: TWebhooksRepo;
  /** Refuse URLs that resolve to private addresses (true when the site runs on https). */
  blockPrivate: boolean;
  fetch?: typeof fetch;
  resolve?: (host: string) => Promise<string[]>;
  now?: () => Date;
  batchSize?: number;
}) {
  const deps = {
    webhooks: given.webhooks,
    blockPrivate: given.blockPrivate,
    post: given.fetch ?? fetch,
    resolve:
      given.resolve ?? (async (host: string) => (await lookup(host, { all: true })).map((a) => a.address)),
    now: given.now ?? (() => new Date()),
    batchSize: given.batchSize ?? 20,
  };
  return {
    /** Attempts every due delivery once (at most `batchSize` of them). */
    deliverDue: () => deliverWebhooks(deps),
  };
}

export type TWebhookService = ReturnType<typeof createWebhookService>;
