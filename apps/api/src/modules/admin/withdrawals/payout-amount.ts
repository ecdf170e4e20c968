import { dec, REFERRAL_CURRENCY, toFixedString } from '@exchanger/core';
import { AppError } from '../../../lib/app-error.js';
import type { TSnapshot } from '../../catalogue/index.js';

/**
 * What a referral withdrawal of `amount` (in `REFERRAL_CURRENCY`) takes from the reserve of the
 * currency it is paid in (docs/decisions/021): the amount itself in a currency counted in that
 * ticker, otherwise its value at the currency's dollar rate of the moment, rounded up to the
 * currency's precision (the reserve is never overstated). 409 when the currency has no rate now.
 */
export function payoutAmount(snapshot: TSnapshot, currencyId: number, amount: string): string {
  const currency = snapshot.currenciesById.get(currencyId);
  if (!currency) throw new AppError('not_found', 'currency_unknown');
  if (currency.ticker === REFERRAL_CURRENCY) return amount;
  const rate = snapshot.usdRateOf(currencyId);
  if (rate === null || dec(rate).lte(0))
    throw new AppError('conflict', 'withdrawal_no_rate', { params: { currency: currency.code } });
  return toFixedString(dec(amount).div(dec(rate)), currency.precision, 'up');
}
