/**
 * The referral programme (docs/architecture.md#accounts): when a claim made through a user's link completes, the
 * referrer is credited a share of the exchanger's margin on it, in USDT, rounded DOWN to the cent
 * so the exchanger never credits more than the share.
 */
import { dec, roundTo, toFixedString } from '../money/decimal.js';

/** The referrer's share of the exchanger's margin, in percent. */
export const REFERRAL_SHARE_PERCENT = '30';
/** The smallest withdrawal, in `REFERRAL_CURRENCY`. */
export const REFERRAL_MIN_WITHDRAWAL = '10';
/** What the referral balance is counted and paid in. */
export const REFERRAL_CURRENCY = 'USDT';
/** Digits of referral amounts. */
export const REFERRAL_DECIMALS = 2;

/**
 * The deposit for one completed claim: `usdValue × marginPercent/100 × sharePercent/100`, rounded
 * down to cents (`"0.00"` when the claim earned nothing).
 */
export function referralAccrual(
  usdValue: string,
  marginPercent: string,
  sharePercent: string = REFERRAL_SHARE_PERCENT,
): string {
  const value = dec(usdValue);
  const margin = dec(marginPercent);
  const share = dec(sharePercent);
  if (value.lt(0) || margin.lt(0) || share.lt(0))
    throw new RangeError('A referral accrual needs non-negative amounts');
  const exact = value.times(margin).times(share).div(10_000);
  return toFixedString(roundTo(exact, REFERRAL_DECIMALS, 'down'), REFERRAL_DECIMALS);
}
