import type { TMyShop } from '@exchanger/core';
import type { TMerchantDeps } from '../deps.js';
import { shopView } from '../views.js';

/**
 * `GET /users/me/shop/`: the user's shop, or `null` when they have not opened one. Having no shop
 * is the usual state of an account, not a missing resource: the account's shop page asks on every
 * visit, and a 404 there was an error in every browser console (docs/merchant-api.md).
 */
export async function getMyShop(
  deps: Pick<TMerchantDeps, 'repo' | 'catalogue'>,
  userId: number,
): Promise<TMyShop | null> {
  const row = await deps.repo.shopOfUser(userId);
  return row ? shopView(deps, row) : null;
}
