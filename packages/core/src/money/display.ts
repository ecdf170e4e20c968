/**
 * How amounts and rates are written for people, the same on the page and in the e-mails
 * (docs/decisions/035-exchange-screen-details.md). Money stays a decimal string
 * (docs/architecture.md#money): nothing here goes through a JavaScript number.
 */
import { Big, dec, roundTo, toPlainString, type TBig } from './decimal.js';

/** Groups the integer part of a plain decimal string by thousands with a space; the fraction is kept. */
export function groupThousands(value: string): string {
  const negative = value.startsWith('-');
  const body = negative ? value.slice(1) : value;
  const dot = body.indexOf('.');
  const integer = dot === -1 ? body : body.slice(0, dot);
  const fraction = dot === -1 ? '' : body.slice(dot);
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${negative ? '-' : ''}${grouped}${fraction}`;
}

/** Significant digits a rate is shown with; its integer part is always whole. */
export const RATE_SIGNIFICANT_DIGITS = 6;
const RATE_MIN_DECIMALS = 2;
const RATE_MAX_DECIMALS = 8;

/**
 * A rate's number as people read it: 6 significant digits (at least 2 and at most 8 decimals, the
 * integer part whole), rounded half up, trailing zeros dropped, thousands grouped:
 * `"18.3456789012"` → `"18.3457"`, `"5130900.85303"` → `"5 130 900.85"`. Only for showing: the
 * claim's maths uses the exact course.
 */
export function formatRateValue(value: string | TBig): string {
  const number = typeof value === 'string' ? dec(value) : value;
  const integerDigits = number.abs().gte(1) ? number.abs().round(0, Big.roundDown).toFixed().length : 0;
  const decimals = Math.min(
    RATE_MAX_DECIMALS,
    Math.max(RATE_MIN_DECIMALS, RATE_SIGNIFICANT_DIGITS - integerDigits),
  );
  return groupThousands(toPlainString(roundTo(number, decimals, 'halfUp')));
}

/**
 * A rate as people read it: "1 BTC = 5 130 900.85 RUB". A rate below 1 is written the other way
 * round ("1 BTC = 5 000 000 RUB" for RUB → BTC), so the number is never a long "0.0000…". Text
 * that is not a positive decimal is returned as it is.
 */
export function formatRate(course: string, from: string, to: string): string {
  let value: TBig;
  try {
    value = dec(course);
  } catch {
    return course;
  }
  if (value.lte(0)) return course;
  if (value.gte(1)) return `1 ${from} = ${formatRateValue(value)} ${to}`;
  return `1 ${to} = ${formatRateValue(new Big(1).div(value))} ${from}`;
}
