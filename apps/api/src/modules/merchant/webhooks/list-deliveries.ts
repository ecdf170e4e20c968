import type { TWebhookDeliveryPage } from '@exchanger/core';
import type { TMerchantDeps } from '../deps.js';
import { ownShop } from '../shops/own-shop.js';
import { webhookDeliveryView } from '../views.js';

/** `GET /users/me/shop/webhooks/`: what was sent to the shop, newest first, with every attempt. */
export async function listDeliveries(
  deps: Pick<TMerchantDeps, 'repo' | 'webhooks'>,
  userId: number,
  query: { page: number; size: number },
): Promise<TWebhookDeliveryPage> {
  const shop = await ownShop(deps, userId);
  const { count, rows } = await deps.webhooks.pageOfShop(shop.id, query);
  return { count, page: query.page, size: query.size, results: rows.map(webhookDeliveryView) };
}
