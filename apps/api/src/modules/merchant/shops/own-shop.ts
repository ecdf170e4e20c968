import { AppError } from '../../../lib/app-error.js';
import type { TMerchantDeps } from '../deps.js';
import type { TShopRow } from '../merchant.repo.js';

/** The user's shop, or 404 `shop_not_found`: what every use case of the seller's account starts from. */
export async function ownShop(deps: Pick<TMerchantDeps, 'repo'>, userId: number): Promise<TShopRow> {
  const row = await deps.repo.shopOfUser(userId);
  if (!row) throw new AppError('not_found', 'shop_not_found');
  return row;
}
