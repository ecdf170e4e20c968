/**
 * Course improvements (docs/architecture.md#accounts): a promocode or a loyalty level raises the course by a stated
 * percentage. The improved course is rounded DOWN to the kept significant digits, like every
 * course, so the exchanger never gives more than the stated improvement; and it is never below
 * the course it improves.
 */
import { dec, type TBig } from '../money/decimal.js';
import type { TPairTerms } from './calculator.js';
import { applySignificant } from './course-formula.js';

function percentOf(percent: string): TBig {
  const p = dec(percent);
  if (p.lt(0)) throw new RangeError(`A course improvement cannot be negative: ${percent}`);
  return p;
}

/** `course × (1 + percent/100)`, rounded down to the kept significant digits; 0 % changes nothing. */
export function discountedCourse(course: string, percent: string): string {
  const base = dec(course);
  if (base.lte(0)) throw new RangeError('The course must be positive');
  const p = percentOf(percent);
  if (p.eq(0)) return course;
  const improved = applySignificant(base.times(dec(1).plus(p.div(100))));
  // A course with more significant digits than are kept could round below itself: keep it then.
  return dec(improved).lt(base) ? course : improved;
}

/** The same terms (limits, reserve) with the improved course. */
export function withDiscount(terms: TPairTerms, percent: string): TPairTerms {
  return { ...terms, course: discountedCourse(terms.course, percent) };
}
