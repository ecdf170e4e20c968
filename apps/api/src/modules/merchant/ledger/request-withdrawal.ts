import { dec, formatAmount, type TShopLedgerLine } from '@exchanger/core';
import { AppError } from '../../../lib/app-error.js';
import type { TMerchantDeps } from '../deps.js';
import { positiveAmount } from '../positive-amount.js';
import { ownShop } from '../shops/own-shop.js';
import { ledgerLineView } from '../views.js';
import { balanceOf } from './get-balance.js';

/**
 * `POST /users/me/shop/withdrawal/`: a payout of `amount` to the shop's payout requisites,
 * waiting for an operator. The shop's row is locked while the balance is read and the request
 * written, so concurrent requests never take the balance below zero.
 */
export async function requestWithdrawal(
  deps: Pick<TMerchantDeps, 'db' | 'repo' | 'ledger' | 'catalogue'>,
  userId: number,
  amountText: string,
): Promise<TShopLedgerLine> {
  const shop = await ownShop(deps, userId);
  if (shop.status !== 'approved') throw new AppError('permission_denied', 'shop_not_approved');
  const precision = deps.catalogue.snapshot().currenciesById.get(shop.payoutCurrencyId)?.precision ?? 8;
  const amount = positiveAmount(amountText, precision);
  return deps.db.transaction(async (tx) => {
    const locked = await deps.repo.lockShop(tx, shop.id);
    if (!locked) throw new AppError('not_found', 'shop_not_found');
    const { balance, currency } = await balanceOf(deps, locked, tx);
    if (amount.gt(dec(balance)))
      throw new AppError('validation_error', 'withdrawal_above_balance', {
        params: { balance, currency },
        fields: { amount: ['withdrawal_above_balance'] },
      });
    const row = await deps.ledger.insertWithdrawal(tx, {
      shopId: locked.id,
      amount: formatAmount(amount),
      currencyId: locked.payoutCurrencyId,
      requisites: locked.payoutRequisites,
    });
    return ledgerLineView(deps, row);
  });
}
