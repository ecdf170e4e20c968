/**
 * Decimal money (docs/architecture.md#money): amounts, courses and reserves are decimal strings on the wire and
 * `Big` values in code — never a JavaScript `number`. big.js is small enough for the browser and
 * exact for the four operations the calculator needs.
 */
import BigBase from 'big.js';

/** A private Big constructor: 40 digits for division, so a quotient is exact far past any precision. */
export const Big = BigBase();
Big.DP = 40;
Big.RM = Big.roundHalfUp;
Big.NE = -50;
Big.PE = 50;

export type TBig = BigBase.Big;

/** Non-negative decimal in plain notation: `"0"`, `"12"`, `"0.00153"`. At most 18 decimals. */
export const DECIMAL_PATTERN = /^(0|[1-9]\d{0,20})(\.\d{1,18})?$/;
/** The same with an optional minus sign (a change of a reserve, a ledger movement). */
export const SIGNED_DECIMAL_PATTERN = /^-?(0|[1-9]\d{0,20})(\.\d{1,18})?$/;

/**
 * A `numeric(precision, scale)` column of the database: `precision` digits in all, `scale` of them
 * after the point. Every decimal a client sends is checked against the column it is stored in
 * before it reaches the database (docs/decisions/030-input-and-data-rules.md).
 */
export interface TDecimalColumn {
  readonly precision: number;
  readonly scale: number;
}

/** Amounts, courses, reserves, holds, thresholds: 20 digits before the point, 18 after. */
export const MONEY_COLUMN = { precision: 38, scale: 18 } as const satisfies TDecimalColumn;
/** Percentages (margins, bonuses, discounts, fees): 6 digits before the point, 4 after. */
export const PERCENT_COLUMN = { precision: 10, scale: 4 } as const satisfies TDecimalColumn;

/** Digits a column holds before the point. */
export function integerDigitsOf(column: TDecimalColumn): number {
  return column.precision - column.scale;
}

/**
 * Whether `value` can be stored in `column`: the database rounds it to the column's scale and
 * refuses it (numeric overflow) when that leaves more digits before the point than it holds.
 */
export function fitsColumn(value: TBig, column: TDecimalColumn): boolean {
  return value
    .round(column.scale, Big.roundHalfUp)
    .abs()
    .lt(new Big(10).pow(integerDigitsOf(column)));
}

/**
 * What is wrong with a plain-notation decimal string for `column`: too many digits before the
 * point, too many after it, or nothing (null).
 */
export function columnProblemOf(text: string, column: TDecimalColumn): 'too_large' | 'too_precise' | null {
  const unsigned = text.startsWith('-') ? text.slice(1) : text;
  const dot = unsigned.indexOf('.');
  const integer = dot === -1 ? unsigned : unsigned.slice(0, dot);
  if (integer.replace(/^0+(?=\d)/, '').length > integerDigitsOf(column)) return 'too_large';
  return decimalsOf(unsigned) > column.scale ? 'too_precise' : null;
}

export function isDecimalString(value: unknown): value is string {
  return typeof value === 'string' && DECIMAL_PATTERN.test(value);
}

export function dec(value: string | number | TBig): TBig {
  if (typeof value === 'number') {
    // Only integers may come in as numbers (ids, precisions); money never does.
    if (!Number.isSafeInteger(value)) throw new TypeError(`Not an exact integer: ${value}`);
  }
  return new Big(value);
}

export type TRounding = 'down' | 'up' | 'halfUp';

const MODES = { down: 0, halfUp: 1, up: 3 } as const;

/** Rounds to `precision` digits after the point. */
export function roundTo(value: TBig, precision: number, mode: TRounding): TBig {
  return value.round(precision, MODES[mode]);
}

/**
 * `dividend / divisor` rounded to `precision` digits after the point, in one division: the exact
 * quotient rounded once (a division to 40 places then rounded again could round twice, and costs
 * five times as much at the 5,000 directions of a large catalogue).
 */
export function divTo(dividend: TBig, divisor: TBig, precision: number, mode: TRounding): TBig {
  const { DP, RM } = Big;
  Big.DP = precision;
  Big.RM = MODES[mode];
  try {
    return dividend.div(divisor);
  } finally {
    Big.DP = DP;
    Big.RM = RM;
  }
}

/** The wire form: plain notation with exactly `precision` decimals. */
export function toFixedString(value: TBig, precision: number, mode: TRounding = 'down'): string {
  return value.toFixed(precision, MODES[mode]);
}

/** The wire form without trailing zeros: `"1.50000000"` → `"1.5"`. */
export function toPlainString(value: TBig): string {
  const text = value.toFixed();
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** Digits after the point in a decimal string. */
export function decimalsOf(text: string): number {
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/**
 * An amount as the wire shows it: with its currency's precision (`"0.01000000"` BTC, `"50432.00"`
 * RUB), or without trailing zeros when the currency is unknown or the value has none (a course, a
 * percent).
 */
export function formatAmount(amount: string | TBig, precision?: number): string {
  const value = typeof amount === 'string' ? dec(amount) : amount;
  return precision === undefined ? toPlainString(value) : toFixedString(value, precision);
}

export function minOf(a: TBig, b: TBig): TBig {
  return a.lt(b) ? a : b;
}

export function maxOf(a: TBig, b: TBig): TBig {
  return a.gt(b) ? a : b;
}
