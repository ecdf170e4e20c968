/**
 * Webhooks to shops (docs/merchant-api.md): each status change of an invoice's claim queues one
 * delivery in the claim's transaction; this posts the due ones, signed, and records every attempt
 * (`webhooks/deliver-webhooks.ts`), for the job that runs it. Only public addresses are reached
 * (docs/decisions/029-webhook-ssrf.md).
 */
import { lookup } from 'node:dns/promises';
import type { TWebhooksRepo } from './webhooks.repo.js';
import { deliverWebhooks } from './webhooks/deliver-webhooks.js';
import type { TResolve } from './webhooks/pinned-dispatcher.js';

export function createWebhookService(given: {
  webhooks: TWebhooksRepo;
  /** Let webhooks reach loopback and private networks (`WEBHOOKS_ALLOW_PRIVATE`; off by default). */
  allowPrivate: boolean;
  /** The addresses a host name resolves to (the system resolver unless given). */
  resolve?: TResolve;
  now?: () => Date;
  batchSize?: number;
}) {
  const deps = {
    webhooks: given.webhooks,
    allowPrivate: given.allowPrivate,
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
