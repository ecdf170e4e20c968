/**
 * The loyalty ("gift") programme (docs/architecture.md#accounts): the user's completed volume in US dollars puts them
 * on a level, and the level improves the course of their claims by its percentage. Exact decimals
 * throughout; the levels are data, so operators can change them without touching this code.
 */
import { dec, roundTo, toPlainString, type TBig } from '../money/decimal.js';

export interface TLoyaltyLevel {
  /** Completed volume in USD from which the level applies (the first level starts at 0). */
  minVolume: string;
  /** Course improvement in percent. */
  percent: string;
  name: { ru: string; en: string };
}

export const DEFAULT_LOYALTY_LEVELS: readonly TLoyaltyLevel[] = [
  { minVolume: '0', percent: '0', name: { ru: 'Новичок', en: 'Newcomer' } },
  { minVolume: '1000', percent: '0.1', name: { ru: 'Бронза', en: 'Bronze' } },
  { minVolume: '5000', percent: '0.2', name: { ru: 'Серебро', en: 'Silver' } },
  { minVolume: '20000', percent: '0.35', name: { ru: 'Золото', en: 'Gold' } },
  { minVolume: '100000', percent: '0.5', name: { ru: 'Платина', en: 'Platinum' } },
];

/** Digits of the progress fraction: 0.0001 is finer than any progress bar. */
export const LOYALTY_PROGRESS_DECIMALS = 4;

export interface TLoyaltyStanding {
  level: TLoyaltyLevel;
  /** The next level, or null on the top one. */
  next: TLoyaltyLevel | null;
  /** USD still to exchange to reach `next` ("0" on the top level). */
  remainingUsd: string;
  /** From the current level's threshold to the next one's: "0" … "1", rounded down. */
  progress: string;
}

function sortedLevels(levels: readonly TLoyaltyLevel[]): TLoyaltyLevel[] {
  const sorted = [...levels].sort((a, b) => dec(a.minVolume).cmp(dec(b.minVolume)));
  const first = sorted[0];
  if (!first || !dec(first.minVolume).eq(0)) throw new RangeError('The first loyalty level must start at 0');
  for (let i = 1; i < sorted.length; i += 1) {
    if (dec((sorted[i] as TLoyaltyLevel).minVolume).eq((sorted[i - 1] as TLoyaltyLevel).minVolume))
      throw new RangeError('Two loyalty levels start at the same volume');
  }
  return sorted;
}

/** The level of a completed volume (USD, decimal string ≥ 0) and the way to the next one. */
export function loyaltyOf(
  volumeUsd: string,
  levels: readonly TLoyaltyLevel[] = DEFAULT_LOYALTY_LEVELS,
): TLoyaltyStanding {
  const volume: TBig = dec(volumeUsd);
  if (volume.lt(0)) throw new RangeError(`A volume cannot be negative: ${volumeUsd}`);
  const sorted = sortedLevels(levels);
  let index = 0;
  while (index + 1 < sorted.length && volume.gte((sorted[index + 1] as TLoyaltyLevel).minVolume)) index += 1;
  const level = sorted[index] as TLoyaltyLevel;
  const next = sorted[index + 1] ?? null;
  if (!next) return { level, next: null, remainingUsd: '0', progress: '1' };
  const from = dec(level.minVolume);
  const span = dec(next.minVolume).minus(from);
  const progress = roundTo(volume.minus(from).div(span), LOYALTY_PROGRESS_DECIMALS, 'down');
  return {
    level,
    next,
    remainingUsd: toPlainString(dec(next.minVolume).minus(volume)),
    progress: toPlainString(progress),
  };
}
