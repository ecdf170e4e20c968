import { describe, expect, it } from 'vitest';
import { splitTimeLeft } from './time-left';

describe('splitTimeLeft', () => {
  it('splits whole days off the clock', () => {
    expect(splitTimeLeft(3 * 86_400_000 + 4 * 3_600_000 + 5_000)).toEqual({ days: 3, time: '4:00:05' });
    expect(splitTimeLeft(59_000)).toEqual({ days: 0, time: '00:59' });
  });

  it('never goes below zero', () => {
    expect(splitTimeLeft(-5_000)).toEqual({ days: 0, time: '00:00' });
  });
});
