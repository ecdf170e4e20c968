import type { TInvoicePage, TInvoiceStatus } from '@exchanger/core';
import type { TMerchantDeps } from '../deps.js';
import type { TShopRow } from '../merchant.repo.js';
import { invoiceView } from '../views.js';

/** `GET /merchant/invoices/`: the shop's invoices, newest first, by their stored status. */
export async function listInvoices(
  deps: Pick<TMerchantDeps, 'invoices' | 'catalogue' | 'publicUrl' | 'now'>,
  shop: TShopRow,
  query: { page: number; size: number; status?: TInvoiceStatus | undefined },
): Promise<TInvoicePage> {
  const { count, rows } = await deps.invoices.page({ shopId: shop.id, ...query });
  return {
    count,
    page: query.page,
    size: query.size,
    results: rows.map((r) => invoiceView(deps, r, r.claimId)),
  };
}
