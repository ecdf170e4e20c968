/** What the seller sees of the webhooks sent to the shop: each delivery with every attempt. */
import { z } from 'zod';
import { ZPage } from '../common.js';

export const WEBHOOK_STATUSES = ['pending', 'delivered', 'failed'] as const;

/**
 * Why an attempt failed, as the seller is told: never the network's own words, which would say
 * which ports answer where (docs/decisions/029-webhook-ssrf.md).
 * - `private_address`: the URL leads into a private network; refused, never retried;
 * - `connection_failed`: no connection could be made (name, refusal, reset, TLS);
 * - `timeout`: no answer in time;
 * - `redirect`: the receiver answered 3xx, which is not followed;
 * - `http_status`: the receiver answered another status that is not 2xx;
 * - `no_url`: the shop has no webhook URL.
 */
export const WEBHOOK_FAILURES = [
  'private_address',
  'connection_failed',
  'timeout',
  'redirect',
  'http_status',
  'no_url',
] as const;
export type TWebhookFailure = (typeof WEBHOOK_FAILURES)[number];

/** A webhook the exchanger owes or sent to the shop, with every attempt (newest first). */
export const ZWebhookDelivery = z
  .object({
    id: z.number().int(),
    event: z.string(),
    invoiceId: z.uuid(),
    status: z.enum(WEBHOOK_STATUSES),
    attempts: z.number().int(),
    nextAttemptAt: z.string().nullable(),
    lastError: z.string().nullable(),
    payload: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
    deliveredAt: z.string().nullable(),
    log: z.array(
      z.object({
        at: z.string(),
        /** The receiver's HTTP status, or null when it could not be reached. */
        statusCode: z.number().int().nullable(),
        /** What went wrong, in English; null when delivered. */
        error: z.string().nullable(),
        /** The same as a code, for the seller's own language; null when delivered. */
        reason: z.enum(WEBHOOK_FAILURES).nullable(),
        /** How long the receiver took to answer; 0 when it did not answer. */
        durationMs: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'WebhookDelivery' });
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveryPage = ZPage(ZWebhookDelivery).meta({ id: 'WebhookDeliveryPage' });
export type TWebhookDeliveryPage = z.infer<typeof ZWebhookDeliveryPage>;
