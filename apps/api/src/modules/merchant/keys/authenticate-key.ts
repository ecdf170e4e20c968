import { AppError } from '../../../lib/app-error.js';
import type { TMerchantDeps } from '../deps.js';
import type { TShopRow } from '../merchant.repo.js';
import { hashApiKey, KEY_PREFIX } from './api-key.js';

/**
 * The shop a merchant API call acts for: the key must exist and not be revoked (401), and its
 * shop must be approved (403).
 */
export async function authenticateKey(
  deps: Pick<TMerchantDeps, 'repo'>,
  key: string | undefined,
): Promise<TShopRow> {
  if (!key?.startsWith(KEY_PREFIX) || key.length > 100)
    throw new AppError('not_authenticated', 'api_key_invalid');
  const found = await deps.repo.useKey(hashApiKey(key));
  if (!found) throw new AppError('not_authenticated', 'api_key_invalid');
  if (found.shop.status !== 'approved') throw new AppError('permission_denied', 'shop_not_approved');
  return found.shop;
}
