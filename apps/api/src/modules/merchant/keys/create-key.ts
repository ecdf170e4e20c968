import { randomBytes } from 'node:crypto';
import type { TApiKeyCreated } from '@exchanger/core';
import { AppError } from '../../../lib/app-error.js';
import type { TMerchantDeps } from '../deps.js';
import { ownShop } from '../shops/own-shop.js';
import { apiKeyView } from '../views.js';
import { hashApiKey, KEY_PREFIX, MAX_ACTIVE_KEYS, SHOWN_PREFIX_LENGTH } from './api-key.js';

/** `POST /users/me/shop/keys/`: a new key, shown this once (only its hash is kept). */
export async function createKey(
  deps: Pick<TMerchantDeps, 'repo'>,
  userId: number,
  name: string,
): Promise<TApiKeyCreated> {
  const shop = await ownShop(deps, userId);
  if (shop.status === 'blocked') throw new AppError('conflict', 'shop_blocked');
  if ((await deps.repo.activeKeyCount(shop.id)) >= MAX_ACTIVE_KEYS)
    throw new AppError('conflict', 'api_key_limit', { params: { max: MAX_ACTIVE_KEYS } });
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await deps.repo.insertKey({
    shopId: shop.id,
    name,
    prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
    hash: hashApiKey(key),
  });
  return { ...apiKeyView(row), key };
}
