import type { TInvoice } from '@exchanger/core';
import { AppError } from '../../../lib/app-error.js';
import type { TMerchantDeps } from '../deps.js';
import type { TShopRow } from '../merchant.repo.js';
import { invoiceView } from '../views.js';

/** `GET /merchant/invoices/{id}/`: another shop's invoice is not found, as if it did not exist. */
export async function getInvoice(
  deps: Pick<TMerchantDeps, 'invoices' | 'catalogue' | 'publicUrl' | 'now'>,
  shop: TShopRow,
  id: string,
): Promise<TInvoice> {
  const row = await deps.invoices.ofShop(shop.id, id);
  if (!row) throw new AppError('not_found', 'invoice_not_found');
  return invoiceView(deps, row, row.claimId);
}
