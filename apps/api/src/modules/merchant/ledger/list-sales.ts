import type { TInvoiceStatus, TSalesPage } from '@exchanger/core';
import type { TMerchantDeps } from '../deps.js';
import { ownShop } from '../shops/own-shop.js';
import { saleView } from '../views.js';

/** The filters of the sales history; an open invoice past its time counts as expired, as it is shown. */
export interface TSalesFilter {
  status?: TInvoiceStatus | undefined;
  /** Created on or after / before this day (`YYYY-MM-DD`, UTC). */
  from?: string | undefined;
  to?: string | undefined;
}

/** `GET /users/me/shop/sales/`: invoices with what the buyers paid, newest first. */
export async function listSales(
  deps: Pick<TMerchantDeps, 'repo' | 'ledger' | 'catalogue' | 'publicUrl' | 'now'>,
  userId: number,
  query: TSalesFilter & { page: number; size: number },
): Promise<TSalesPage> {
  const shop = await ownShop(deps, userId);
  const { count, rows } = await deps.ledger.salesPage({ shopId: shop.id, ...query, now: deps.now() });
  return { count, page: query.page, size: query.size, results: rows.map((r) => saleView(deps, r)) };
}
