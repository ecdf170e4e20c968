import { formatAmount, toIso, type TPublicInvoice } from '@exchanger/core';
import { AppError } from '../../../lib/app-error.js';
import type { TMerchantDeps } from '../deps.js';
import { currencyCode, invoiceStatusOf } from '../views.js';

/**
 * `GET /invoices/{id}/`: the invoice as its buyer sees it (no shop secrets, no order id), with the
 * currencies that have a live direction to the invoice's.
 */
export async function getPublicInvoice(
  deps: Pick<TMerchantDeps, 'invoices' | 'catalogue' | 'now'>,
  id: string,
): Promise<TPublicInvoice> {
  const found = await deps.invoices.withShop(id);
  if (!found) throw new AppError('not_found', 'invoice_not_found');
  const { invoice: row, shop } = found;
  const status = invoiceStatusOf(deps, row);
  const snapshot = deps.catalogue.snapshot();
  return {
    id: row.id,
    shop: { name: shop.name, siteUrl: shop.siteUrl },
    fromIds: snapshot.fromIds.filter((from) => snapshot.toIdsByFrom.get(from)?.includes(row.currencyId)),
    amount: formatAmount(row.amount),
    currencyId: row.currencyId,
    currency: currencyCode(deps, row.currencyId),
    description: row.description,
    status,
    payable: status === 'open' && shop.status === 'approved',
    successUrl: row.successUrl,
    failUrl: row.failUrl,
    expiresAt: toIso(row.expiresAt),
  };
}
