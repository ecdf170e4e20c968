import type { TShopLedgerPage } from '@exchanger/core';
import type { TMerchantDeps } from '../deps.js';
import { ownShop } from '../shops/own-shop.js';
import { ledgerLineView } from '../views.js';

/** `GET /users/me/shop/ledger/`: sales credited and withdrawals, newest first. */
export async function listLedger(
  deps: Pick<TMerchantDeps, 'repo' | 'ledger' | 'catalogue'>,
  userId: number,
  query: { page: number; size: number },
): Promise<TShopLedgerPage> {
  const shop = await ownShop(deps, userId);
  const { count, rows } = await deps.ledger.ledgerPage(shop.id, query);
  return { count, page: query.page, size: query.size, results: rows.map((r) => ledgerLineView(deps, r)) };
}
