import { formatAmount, toIso, type TInvoiceStatus, type TInvoiceWebhook } from '@exchanger/core';
import type { TInvoiceRow } from '../invoices.repo.js';
import type { TNewWebhookDelivery } from '../webhooks.repo.js';

/** The webhook event of every status change of an invoice's claim. */
export const INVOICE_EVENT = 'invoice.updated' as const;

/**
 * The `invoice.updated` delivery of an invoice in `status` (the body of `ZInvoiceWebhook` less the
 * delivery's own id, which the row gets when it is stored).
 */
export function invoiceWebhook(
  invoice: TInvoiceRow,
  currencyCode: string | undefined,
  status: TInvoiceStatus,
  claim: TInvoiceWebhook['claim'],
  at: Date,
): TNewWebhookDelivery {
  const payload: Omit<TInvoiceWebhook, 'id'> = {
    event: INVOICE_EVENT,
    invoice: {
      id: invoice.id,
      orderId: invoice.orderId,
      amount: formatAmount(invoice.amount),
      currency: currencyCode ?? String(invoice.currencyId),
      status,
    },
    claim,
    occurredAt: toIso(at),
  };
  return { shopId: invoice.shopId, invoiceId: invoice.id, event: INVOICE_EVENT, payload };
}
