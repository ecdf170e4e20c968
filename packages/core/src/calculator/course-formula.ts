/**
 * A direction's course from rate feeds: a product of factors such as
 * `binance:BTCUSDT*1/cbr:USDRUB` (BTC in USDT, times roubles per USD inverted… i.e. divided),
 * less the exchanger's margin. An empty formula is 1 (USDT to USD, say). Pure, so operators'
 * previews, the server's snapshot and the tests compute the same course.
 */
import { Big, dec, type TBig } from '../money/decimal.js';

export interface TFormulaFactor {
  feedId: string;
  symbol: string;
  inverted: boolean;
}

const FACTOR = /^(1\/)?([a-z][a-z0-9_-]{0,31}):([A-Z0-9]{2,20})$/;

/** Parses a formula (`''` or `'1'`: one, no factor); throws a RangeError naming the bad factor. */
export function parseCourseFormula(formula: string): TFormulaFactor[] {
  const text = formula.replace(/\s+/g, '');
  if (text === '' || text === '1') return [];
  return text.split('*').map((part) => {
    const match = FACTOR.exec(part);
    if (!match) throw new RangeError(`Bad course formula factor: "${part}"`);
    return { inverted: Boolean(match[1]), feedId: match[2] as string, symbol: match[3] as string };
  });
}

export function formatCourseFormula(factors: readonly TFormulaFactor[]): string {
  return factors.map((f) => `${f.inverted ? '1/' : ''}${f.feedId}:${f.symbol}`).join('*');
}

/** The formula of from → to given each side's value in a common unit: from × 1/to. */
export function crossFormula(fromValue: string, toValue: string): string {
  const inverse = parseCourseFormula(toValue).map((f) => ({ ...f, inverted: !f.inverted }));
  return formatCourseFormula([...parseCourseFormula(fromValue), ...inverse]);
}

/** Significant digits kept in a course: far more than any precision needs, and still readable. */
export const COURSE_SIGNIFICANT_DIGITS = 12;

/**
 * `rate(feedId, symbol)` gives a positive decimal string or null when missing (or stale).
 * Returns null when any factor has no rate; the course is rounded down, never in the client's
 * favour at the exchanger's expense.
 */
export function evaluateCourse(
  factors: readonly TFormulaFactor[],
  rate: (feedId: string, symbol: string) => string | null,
  marginPercent: string,
): string | null {
  let value: TBig = new Big(1);
  for (const factor of factors) {
    const text = rate(factor.feedId, factor.symbol);
    if (text === null) return null;
    const r = dec(text);
    if (r.lte(0)) return null;
    value = factor.inverted ? value.div(r) : value.times(r);
  }
  const margin = dec(marginPercent);
  const course = value.times(new Big(1).minus(margin.div(100)));
  if (course.lte(0)) return null;
  return applySignificant(course);
}

/** Rounds a manual or computed course down to the kept significant digits, as a plain string. */
export function applySignificant(course: TBig): string {
  const rounded = course.prec(COURSE_SIGNIFICANT_DIGITS, 0);
  const text = rounded.toFixed();
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
