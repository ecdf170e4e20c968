/** What the seller sees of the webhooks sent to the shop: each delivery with every attempt. */
import { z } from 'zod';
import { ZPage } from '../common.js';

export const WEBHOOK_STATUSES = ['pending', 'delivered', 'failed'] as const;

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
        error: z.string().nullable(),
        durationMs: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'WebhookDelivery' });
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveryPage = ZPage(ZWebhookDelivery).meta({ id: 'WebhookDeliveryPage' });
export type TWebhookDeliveryPage = z.infer<typeof ZWebhookDeliveryPage>;
