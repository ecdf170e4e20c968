import { dec, formatAmount, roundTo } from '@exchanger/core';

/**
 * The exchanger's fee on a sale: `amount × percent / 100`, rounded down to `precision` digits
 * (docs/architecture.md#money: the shop is credited the invoice less this fee).
 */
export function saleFee(amount: string, percent: string, precision: number): string {
  return formatAmount(roundTo(dec(amount).times(dec(percent)).div(100), precision, 'down'));
}
