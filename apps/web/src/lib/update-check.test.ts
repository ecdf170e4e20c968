import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUpdateChecker, UPDATE_CHECK_INTERVAL_MS } from './update-check';

describe('update checker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('flags an update when the deployed build differs', async () => {
    const checker = createUpdateChecker({ currentBuildId: 'b1', fetchBuildId: () => Promise.resolve('b2') });
    const listener = vi.fn();
    checker.subscribe(listener);
    await checker.check();
    expect(checker.getState()).toEqual({ updateAvailable: true, latestBuildId: 'b2' });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('stays quiet when the build is the same or the check fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const same = createUpdateChecker({ currentBuildId: 'b1', fetchBuildId: () => Promise.resolve('b1') });
    await same.check();
    expect(same.getState().updateAvailable).toBe(false);
    const failing = createUpdateChecker({
      currentBuildId: 'b1',
      fetchBuildId: () => Promise.reject(new Error('x')),
    });
    await failing.check();
    expect(failing.getState().updateAvailable).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it('checks hourly once started', async () => {
    const fetchBuildId = vi.fn(() => Promise.resolve('b1'));
    const checker = createUpdateChecker({ currentBuildId: 'b1', fetchBuildId });
    const stop = checker.start();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(fetchBuildId).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchBuildId).toHaveBeenCalledOnce();
    stop();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS * 3);
    expect(fetchBuildId).toHaveBeenCalledOnce();
  });

  it('checks on re-focus only when an hour has passed since the last check', async () => {
    let clock = 0;
    const fetchBuildId = vi.fn(() => Promise.resolve('b2'));
    const checker = createUpdateChecker({ currentBuildId: 'b1', fetchBuildId, now: () => clock });
    const stop = checker.start();
    clock = 10 * 60 * 1000;
    window.dispatchEvent(new Event('focus'));
    expect(fetchBuildId).not.toHaveBeenCalled();
    clock = UPDATE_CHECK_INTERVAL_MS + 1;
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(checker.getState().updateAvailable).toBe(true));
    expect(fetchBuildId).toHaveBeenCalledOnce();
    stop();
  });
});
