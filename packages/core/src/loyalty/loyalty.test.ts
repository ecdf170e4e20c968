import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../money/decimal.js';
import { DEFAULT_LOYALTY_LEVELS, loyaltyOf, type TLoyaltyLevel } from './loyalty.js';

const names = (standing: ReturnType<typeof loyaltyOf>) => ({
  level: standing.level.name.en,
  next: standing.next?.name.en ?? null,
  remainingUsd: standing.remainingUsd,
  progress: standing.progress,
});

describe('loyaltyOf', () => {
  it('starts at the first level with no volume', () => {
    expect(names(loyaltyOf('0'))).toEqual({
      level: 'Newcomer',
      next: 'Bronze',
      remainingUsd: '1000',
      progress: '0',
    });
  });

  it('counts exactly, thresholds included', () => {
    expect(names(loyaltyOf('999.99'))).toEqual({
      level: 'Newcomer',
      next: 'Bronze',
      remainingUsd: '0.01',
      progress: '0.9999',
    });
    expect(names(loyaltyOf('1000'))).toMatchObject({ level: 'Bronze', remainingUsd: '4000', progress: '0' });
    expect(names(loyaltyOf('12500.5'))).toEqual({
      level: 'Silver',
      next: 'Gold',
      remainingUsd: '7499.5',
      progress: '0.5',
    });
    expect(loyaltyOf('20000').level.percent).toBe('0.35');
  });

  it('stays on the top level with full progress', () => {
    expect(names(loyaltyOf('250000.123'))).toEqual({
      level: 'Platinum',
      next: null,
      remainingUsd: '0',
      progress: '1',
    });
  });

  it('takes levels in any order and refuses bad ones', () => {
    const levels: TLoyaltyLevel[] = [
      { minVolume: '500', percent: '1', name: { ru: 'Б', en: 'B' } },
      { minVolume: '0', percent: '0', name: { ru: 'А', en: 'A' } },
    ];
    expect(loyaltyOf('250', levels)).toMatchObject({ level: { name: { en: 'A' } }, progress: '0.5' });
    expect(() => loyaltyOf('1', levels.slice(0, 1))).toThrow(RangeError);
    expect(() => loyaltyOf('1', [])).toThrow(RangeError);
    expect(() => loyaltyOf('-1')).toThrow(RangeError);
  });
});

const arbVolume = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 8 }))
  .map(([n, scale]) => dec(n.toString()).div(dec(10).pow(scale)).toFixed());

describe('loyaltyOf properties', () => {
  it('puts the volume between its level and the next, with a progress in 0..1', () => {
    fc.assert(
      fc.property(arbVolume, (volume) => {
        const s = loyaltyOf(volume);
        expect(dec(volume).gte(s.level.minVolume)).toBe(true);
        const progress = dec(s.progress);
        expect(progress.gte(0) && progress.lte(1)).toBe(true);
        if (s.next) {
          expect(dec(volume).lt(s.next.minVolume)).toBe(true);
          expect(dec(volume).plus(s.remainingUsd).eq(s.next.minVolume)).toBe(true);
          expect(progress.lt(1)).toBe(true);
        } else {
          expect(s.remainingUsd).toBe('0');
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('never lowers the level when the volume grows', () => {
    const rank = (volume: string) => DEFAULT_LOYALTY_LEVELS.indexOf(loyaltyOf(volume).level);
    fc.assert(
      fc.property(arbVolume, arbVolume, (a, b) => {
        const [low, high] = dec(a).lte(b) ? [a, b] : [b, a];
        expect(rank(low)).toBeLessThanOrEqual(rank(high));
      }),
      { numRuns: 2000 },
    );
  });
});
