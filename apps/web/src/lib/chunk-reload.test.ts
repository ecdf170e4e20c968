import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, installChunkReloadGuard, shouldReloadAfterChunkError } from './chunk-reload';

describe('shouldReloadAfterChunkError', () => {
  it('reloads at most once per 10 seconds', () => {
    expect(shouldReloadAfterChunkError(null, 1_000)).toBe(true);
    expect(shouldReloadAfterChunkError(1_000, 1_000 + 9_999)).toBe(false);
    expect(shouldReloadAfterChunkError(1_000, 1_000 + 10_000)).toBe(true);
    expect(shouldReloadAfterChunkError(Number.NaN, 5)).toBe(true);
  });
});

describe('installChunkReloadGuard', () => {
  it('reloads on the first preload error and lets the second one fail', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => data.set(k, v),
    };
    const reload = vi.fn();
    let clock = 50_000;
    const uninstall = installChunkReloadGuard({
      win: window,
      storage: () => storage,
      reload,
      now: () => clock,
    });

    const first = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(first);
    expect(reload).toHaveBeenCalledOnce();
    expect(first.defaultPrevented).toBe(true);
    expect(data.get(CHUNK_RELOAD_KEY)).toBe('50000');

    clock += 3_000; // the reloaded page fails again soon after
    const second = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(second);
    expect(reload).toHaveBeenCalledOnce();
    expect(second.defaultPrevented).toBe(false);

    clock += 10_000;
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(2);
    uninstall();
  });
});
