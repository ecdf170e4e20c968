import { randomBytes } from 'node:crypto';
import type { TMyShop } from '@exchanger/core';
import { AppError } from '../../../lib/app-error.js';
import type { TFieldErrors } from '../../catalogue/index.js';
import type { TMerchantDeps } from '../deps.js';
import { shopView } from '../views.js';
import { checkPayout } from './check-payout.js';
import { checkWebhookUrl } from './check-webhook-url.js';

export interface TShopInput {
  name: string;
  siteUrl: string;
  description: string;
  payoutCurrencyId: number;
  payoutRequisites: Record<string, string>;
  webhookUrl: string | null;
}

/**
 * `POST /users/me/shop/`: a new shop waits for an operator's approval. One shop per user: the
 * database's unique index decides (409 `shop_exists`). The webhook secret is 32 random bytes.
 */
export async function openShop(
  deps: Pick<TMerchantDeps, 'repo' | 'catalogue' | 'feePercent' | 'webhooksAllowPrivate'>,
  userId: number,
  input: TShopInput,
): Promise<TMyShop> {
  const errors: TFieldErrors = {};
  const payoutRequisites = checkPayout(deps, input.payoutCurrencyId, input.payoutRequisites, errors);
  checkWebhookUrl(deps, input.webhookUrl, errors);
  if (Object.keys(errors).length)
    throw new AppError('validation_error', 'validation_error', { fields: errors });
  const row = await deps.repo.insertShop({
    userId,
    name: input.name,
    siteUrl: input.siteUrl,
    description: input.description,
    payoutCurrencyId: input.payoutCurrencyId,
    payoutRequisites,
    webhookUrl: input.webhookUrl,
    webhookSecret: randomBytes(32).toString('hex'),
    feePercent: deps.feePercent,
  });
  if (!row) throw new AppError('conflict', 'shop_exists');
  return shopView(deps, row);
}
