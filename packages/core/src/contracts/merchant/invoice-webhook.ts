import { z } from 'zod';
import { ZDecimal } from '../calculator.js';
import { ZClaimNumberValue } from '../claim.js';
import { INVOICE_STATUSES } from './invoices.js';

/**
 * The body of an `invoice.updated` webhook (OpenAPI `webhooks`): posted to the shop on every status
 * change of the claim paying an invoice, and when an invoice expires (`claim` null). `id` is the
 * delivery's, the same in every retry (drop repeats by it).
 */
export const ZInvoiceWebhook = z
  .object({
    id: z.number().int(),
    event: z.literal('invoice.updated'),
    invoice: z.object({
      id: z.uuid(),
      orderId: z.string(),
      amount: ZDecimal,
      currency: z.string(),
      status: z.enum(INVOICE_STATUSES),
    }),
    claim: z
      .object({
        /** The claim's short number (the buyer's claim id is the buyer's secret). */
        number: ZClaimNumberValue,
        status: z.string(),
        /** null when the claim was just created. */
        previousStatus: z.string().nullable(),
      })
      .nullable(),
    occurredAt: z.string(),
  })
  .meta({
    id: 'InvoiceWebhook',
    examples: [
      {
        id: 42,
        event: 'invoice.updated',
        invoice: {
          id: '0f8fad5b-d9cb-469f-a165-70867728950e',
          orderId: 'A-1001',
          amount: '1500',
          currency: 'USDTTRC20',
          status: 'paid',
        },
        claim: {
          number: '9c1e7f3a',
          status: 'completed',
          previousStatus: 'processing',
        },
        occurredAt: '2026-11-22T10:00:00.000Z',
      },
    ],
  });
export type TInvoiceWebhook = z.infer<typeof ZInvoiceWebhook>;
