import { claimNumber, type TClaimStatus, type TInvoiceStatus } from '@exchanger/core';
import type { TDbOrTx } from '../../../db/client.js';
import type { TClaimRow } from '../../claims/index.js';
import type { TMerchantDeps } from '../deps.js';
import { saleFee } from '../ledger/sale-fee.js';
import { invoiceWebhook } from './invoice-webhook.js';

/** The invoice's status once its claim is in `status`. */
export function invoiceStatusFor(status: TClaimStatus): TInvoiceStatus {
  switch (status) {
    case 'completed':
      return 'paid';
    case 'cancelled':
    case 'expired':
    case 'refunded':
      return 'open';
    case 'new':
    case 'verification':
    case 'confirming':
    case 'review':
    case 'paid':
    case 'processing':
      return 'paying';
  }
}

/**
 * What follows a status change of a claim that pays an invoice, in the claim's own transaction
 * `tx`: the invoice's status; the shop's sale when the claim completes (the amount less the
 * shop's fee, rounded down to the currency's precision; once per claim); and an `invoice.updated`
 * webhook to a shop that has a URL.
 */
export async function applyClaimChange(
  deps: Pick<TMerchantDeps, 'repo' | 'invoices' | 'ledger' | 'webhooks' | 'catalogue' | 'now'>,
  tx: TDbOrTx,
  claim: TClaimRow,
  from: TClaimStatus | null,
  to: TClaimStatus,
): Promise<void> {
  if (!claim.invoiceId) return;
  const status = invoiceStatusFor(to);
  const row = await deps.invoices.setStatus(tx, claim.invoiceId, status, deps.now());
  if (!row) return;
  const shop = await deps.repo.shopById(row.shopId, tx);
  if (!shop) return;
  const currency = deps.catalogue.snapshot().currenciesById.get(row.currencyId);
  if (to === 'completed') {
    await deps.ledger.insertSale(tx, {
      shopId: shop.id,
      amount: claim.toAmount,
      fee: saleFee(claim.toAmount, shop.feePercent, currency?.precision ?? 8),
      currencyId: row.currencyId,
      claimId: claim.id,
      invoiceId: row.id,
    });
  }
  if (shop.webhookUrl) {
    await deps.webhooks.queue(tx, [
      invoiceWebhook(
        row,
        currency?.code,
        status,
        { number: claimNumber(claim.id), status: to, previousStatus: from },
        deps.now(),
      ),
    ]);
  }
}
