import type { TApiKey } from '@exchanger/core';
import type { TMerchantDeps } from '../deps.js';
import { ownShop } from '../shops/own-shop.js';
import { apiKeyView } from '../views.js';

/** `GET /users/me/shop/keys/`: the shop's keys, newest first, revoked ones included. */
export async function listKeys(deps: Pick<TMerchantDeps, 'repo'>, userId: number): Promise<TApiKey[]> {
  const shop = await ownShop(deps, userId);
  return (await deps.repo.keysOf(shop.id)).map(apiKeyView);
}
