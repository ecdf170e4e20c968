import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../money/decimal.js';
import { quoteFromSend, type TPairTerms } from './calculator.js';
import { applySignificant } from './course-formula.js';
import { discountedCourse, withDiscount } from './discount.js';

describe('discountedCourse', () => {
  it('raises the course by the percentage, exactly when it fits', () => {
    expect(discountedCourse('5043200', '0.5')).toBe('5068416');
    expect(discountedCourse('80', '1')).toBe('80.8');
    expect(discountedCourse('0.0000001904296875', '0.35')).toBe('0.000000191096191406');
  });

  it('rounds down to the kept significant digits', () => {
    // 1/3 × 1.001 = 0.333666…: 12 significant digits, never rounded up.
    expect(discountedCourse('0.333333333333', '0.1')).toBe('0.333666666666');
  });

  it('changes nothing at 0 % and refuses a negative percentage', () => {
    expect(discountedCourse('64000.5', '0')).toBe('64000.5');
    expect(discountedCourse('64000.5', '0.0000')).toBe('64000.5');
    expect(() => discountedCourse('64000', '-1')).toThrow(RangeError);
    expect(() => discountedCourse('0', '1')).toThrow(RangeError);
  });

  it('keeps a course with too many digits rather than rounding it below itself', () => {
    expect(discountedCourse('1.23456789012345', '0.0000000001')).toBe('1.23456789012345');
  });

  it('keeps the limits and the reserve of the terms', () => {
    const terms: TPairTerms = {
      course: '100',
      from: { precision: 2, min: '1', max: '10' },
      to: { precision: 2, min: null, max: null },
      reserve: '1000',
    };
    const better = withDiscount(terms, '2');
    expect(better).toEqual({ ...terms, course: '102' });
    expect(quoteFromSend(better, '5').receive).toBe('510.00');
  });
});

const arbCourse = fc
  .tuple(fc.bigInt({ min: 1n, max: 10n ** 15n }), fc.integer({ min: 0, max: 14 }))
  .map(([n, scale]) => applySignificant(dec(n.toString()).div(dec(10).pow(scale))));
const arbPercent = fc
  .tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 4 }))
  .map(([n, scale]) => dec(n).div(dec(10).pow(scale)).toFixed());

describe('discountedCourse properties', () => {
  it('is never below the course and never above course × (1 + p/100)', () => {
    fc.assert(
      fc.property(arbCourse, arbPercent, (course, percent) => {
        const result = dec(discountedCourse(course, percent));
        expect(result.gte(course)).toBe(true);
        expect(result.lte(dec(course).times(dec(1).plus(dec(percent).div(100))))).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('grows with the percentage', () => {
    fc.assert(
      fc.property(arbCourse, arbPercent, arbPercent, (course, a, b) => {
        const [low, high] = dec(a).lte(b) ? [a, b] : [b, a];
        expect(dec(discountedCourse(course, low)).lte(discountedCourse(course, high))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
