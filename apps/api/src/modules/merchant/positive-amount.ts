import { dec, roundTo, type TBig } from '@exchanger/core';
import { AppError } from '../../lib/app-error.js';

/**
 * An amount above zero with at most `precision` digits after the point, or a field error on
 * `amount` (docs/architecture.md#money: digits are checked where an amount enters).
 */
export function positiveAmount(text: string, precision: number): TBig {
  const amount = dec(text);
  if (amount.lte(0))
    throw new AppError('validation_error', 'validation_error', { fields: { amount: ['amount_positive'] } });
  if (!amount.eq(roundTo(amount, precision, 'down')))
    throw new AppError('validation_error', 'validation_error', { fields: { amount: ['amount_precision'] } });
  return amount;
}
