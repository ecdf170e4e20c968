import { dec, formatAmount, type TShopBalance } from '@exchanger/core';
import type { TDbOrTx } from '../../../db/client.js';
import type { TMerchantDeps } from '../deps.js';
import type { TShopRow } from '../merchant.repo.js';
import { ownShop } from '../shops/own-shop.js';
import { currencyCode } from '../views.js';

/**
 * A shop's money in its payout currency: net sales less pending and paid withdrawals, read in
 * `tx` when given (a withdrawal reads it with the shop's row locked).
 */
export async function balanceOf(
  deps: Pick<TMerchantDeps, 'ledger' | 'catalogue'>,
  shop: TShopRow,
  tx?: TDbOrTx,
): Promise<TShopBalance> {
  const parts = await deps.ledger.balanceParts(shop.id, tx);
  const balance = dec(parts.earned).minus(dec(parts.pending)).minus(dec(parts.withdrawn));
  return {
    currency: currencyCode(deps, shop.payoutCurrencyId),
    balance: formatAmount(balance),
    earned: formatAmount(parts.earned),
    fees: formatAmount(parts.fees),
    pending: formatAmount(parts.pending),
    withdrawn: formatAmount(parts.withdrawn),
  };
}

/** `GET /users/me/shop/balance/`. */
export async function getBalance(
  deps: Pick<TMerchantDeps, 'repo' | 'ledger' | 'catalogue'>,
  userId: number,
): Promise<TShopBalance> {
  return balanceOf(deps, await ownShop(deps, userId));
}
