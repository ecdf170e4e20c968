import { randomUUID } from 'node:crypto';
import type { TInvoice } from '@exchanger/core';
import { AppError } from '../../../lib/app-error.js';
import type { TMerchantDeps } from '../deps.js';
import { ownShop } from '../shops/own-shop.js';
import { createInvoice, type TInvoiceInput } from './create-invoice.js';

/**
 * `POST /users/me/shop/invoices/` (link generation): an invoice made from the account, its
 * `payUrl` the link; the order id is made up when not given.
 */
export async function createLink(
  deps: Pick<TMerchantDeps, 'repo' | 'invoices' | 'catalogue' | 'publicUrl' | 'now'>,
  userId: number,
  input: Omit<TInvoiceInput, 'orderId'> & { orderId?: string | undefined },
): Promise<TInvoice> {
  const shop = await ownShop(deps, userId);
  if (shop.status !== 'approved') throw new AppError('permission_denied', 'shop_not_approved');
  return createInvoice(deps, shop, {
    ...input,
    orderId: input.orderId ?? `link-${randomUUID().slice(0, 8)}`,
  });
}
