import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../money/decimal.js';
import { REFERRAL_SHARE_PERCENT, referralAccrual } from './referral.js';

describe('referralAccrual', () => {
  it('credits the share of the margin, rounded down to cents', () => {
    // 630.4 × 1.5 % × 30 % = 2.8368
    expect(referralAccrual('630.4', '1.5')).toBe('2.83');
    expect(referralAccrual('1000', '2.5', '30')).toBe('7.50');
    expect(referralAccrual('0.01', '1')).toBe('0.00');
    expect(referralAccrual('1000', '0')).toBe('0.00');
    expect(REFERRAL_SHARE_PERCENT).toBe('30');
  });

  it('refuses negative inputs', () => {
    expect(() => referralAccrual('-1', '1')).toThrow(RangeError);
    expect(() => referralAccrual('1', '-1')).toThrow(RangeError);
  });

  it('is exact where floating point is not', () => {
    // 0.1 + 0.2 style traps: 3333.33 × 3 % × 30 % = 29.99997
    expect(referralAccrual('3333.33', '3')).toBe('29.99');
  });
});

const arbDecimal = (maxInt: bigint, maxScale: number) =>
  fc
    .tuple(fc.bigInt({ min: 0n, max: maxInt }), fc.integer({ min: 0, max: maxScale }))
    .map(([n, scale]) => dec(n.toString()).div(dec(10).pow(scale)).toFixed());

describe('referralAccrual properties', () => {
  it('is within one cent below the exact share, never above', () => {
    fc.assert(
      fc.property(arbDecimal(10n ** 14n, 8), arbDecimal(10_000n, 4), arbDecimal(10_000n, 2), (v, m, s) => {
        const exact = dec(v).times(m).times(s).div(10_000);
        const got = dec(referralAccrual(v, m, s));
        expect(got.lte(exact)).toBe(true);
        expect(exact.minus(got).lt('0.01')).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});
