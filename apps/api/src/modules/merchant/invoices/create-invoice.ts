import { randomUUID } from 'node:crypto';
import { formatAmount, type TInvoice } from '@exchanger/core';
import { AppError } from '../../../lib/app-error.js';
import type { TMerchantDeps } from '../deps.js';
import type { TShopRow } from '../merchant.repo.js';
import { positiveAmount } from '../positive-amount.js';
import { invoiceView } from '../views.js';

export interface TInvoiceInput {
  amount: string;
  orderId: string;
  description: string;
  successUrl: string | null;
  failUrl: string | null;
  lifetimeMinutes: number;
}

/**
 * `POST /merchant/invoices/`: an amount in the shop's payout currency, within its precision, one
 * invoice per order (409 `invoice_order_exists`, decided by the database's unique index).
 */
export async function createInvoice(
  deps: Pick<TMerchantDeps, 'invoices' | 'catalogue' | 'publicUrl' | 'now'>,
  shop: TShopRow,
  input: TInvoiceInput,
): Promise<TInvoice> {
  const currency = deps.catalogue.snapshot().currenciesById.get(shop.payoutCurrencyId);
  if (!currency) throw new AppError('conflict', 'currency_unknown');
  const amount = positiveAmount(input.amount, currency.precision);
  const created = deps.now();
  const row = await deps.invoices.insert({
    id: randomUUID(),
    shopId: shop.id,
    orderId: input.orderId,
    amount: formatAmount(amount),
    currencyId: currency.id,
    description: input.description,
    successUrl: input.successUrl,
    failUrl: input.failUrl,
    expiresAt: new Date(created.getTime() + input.lifetimeMinutes * 60_000),
    createdAt: created,
    updatedAt: created,
  });
  if (!row) throw new AppError('conflict', 'invoice_order_exists', { params: { orderId: input.orderId } });
  return invoiceView(deps, row);
}
