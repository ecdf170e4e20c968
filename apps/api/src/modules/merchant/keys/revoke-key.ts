import { AppError } from '../../../lib/app-error.js';
import type { TMerchantDeps } from '../deps.js';
import { ownShop } from '../shops/own-shop.js';

/** `DELETE /users/me/shop/keys/{id}/`: 404 when the shop has no such key still active. */
export async function revokeKey(
  deps: Pick<TMerchantDeps, 'repo'>,
  userId: number,
  id: number,
): Promise<void> {
  const shop = await ownShop(deps, userId);
  if (!(await deps.repo.revokeKey(shop.id, id))) throw new AppError('not_found', 'api_key_not_found');
}
