import type { TMyShop } from '@exchanger/core';
import { AppError } from '../../../lib/app-error.js';
import type { TFieldErrors } from '../../catalogue/index.js';
import type { TMerchantDeps } from '../deps.js';
import type { TShopRow } from '../merchant.repo.js';
import { shopView } from '../views.js';
import { checkPayout } from './check-payout.js';
import { checkWebhookUrl } from './check-webhook-url.js';
import type { TShopInput } from './open-shop.js';
import { ownShop } from './own-shop.js';

/**
 * `PATCH /users/me/shop/`. A rejected shop that is changed goes back to the operators; a blocked
 * one cannot be changed by its seller.
 */
export async function updateShop(
  deps: Pick<TMerchantDeps, 'repo' | 'catalogue' | 'webhooksAllowPrivate'>,
  userId: number,
  input: Partial<TShopInput>,
): Promise<TMyShop> {
  const shop = await ownShop(deps, userId);
  if (shop.status === 'blocked') throw new AppError('conflict', 'shop_blocked');
  const errors: TFieldErrors = {};
  const changes: Partial<TShopRow> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.siteUrl !== undefined) changes.siteUrl = input.siteUrl;
  if (input.description !== undefined) changes.description = input.description;
  if (input.webhookUrl !== undefined) {
    checkWebhookUrl(deps, input.webhookUrl, errors);
    changes.webhookUrl = input.webhookUrl;
  }
  if (input.payoutCurrencyId !== undefined || input.payoutRequisites !== undefined) {
    const currencyId = input.payoutCurrencyId ?? shop.payoutCurrencyId;
    changes.payoutCurrencyId = currencyId;
    changes.payoutRequisites = checkPayout(
      deps,
      currencyId,
      input.payoutRequisites ?? shop.payoutRequisites,
      errors,
    );
  }
  if (Object.keys(errors).length)
    throw new AppError('validation_error', 'validation_error', { fields: errors });
  if (shop.status === 'rejected') changes.status = 'pending';
  const row = await deps.repo.updateShop(shop.id, changes);
  if (!row) throw new AppError('not_found', 'shop_not_found');
  return shopView(deps, row);
}
