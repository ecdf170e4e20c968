import { describe, expect, it } from 'vitest';
import { splitTimeLeft } from './time-left';

describe('splitTimeLeft', () => {
  it('splits whole days off the clock', () => {
    expect(splitTimeLeft(3 * 86_400_000 + 4 * 3_600_000 + 5_000)).toEqual({ days: 3, time: '4:00:05' });
    expect(splitTimeLeft(59_000)).toEqual({ days: 0, time: '00:59' });
    // The last hour of a day keeps its hour beside the days.
    expect(splitTimeLeft(22 * 86_400_000 + 44 * 60_000 + 35_000)).toEqual({ days: 22, time: '0:44:35' });
  });

  it('never goes below zero', () => {
    expect(splitTimeLeft(-5_000)).toEqual({ days: 0, time: '00:00' });
  });
});
