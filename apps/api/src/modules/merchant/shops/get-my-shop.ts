import type { TMyShop } from '@exchanger/core';
import type { TMerchantDeps } from '../deps.js';
import { shopView } from '../views.js';
import { ownShop } from './own-shop.js';

/** `GET /users/me/shop/`. */
export async function getMyShop(
  deps: Pick<TMerchantDeps, 'repo' | 'catalogue'>,
  userId: number,
): Promise<TMyShop> {
  return shopView(deps, await ownShop(deps, userId));
}
