/**
 * Route-module preloading with at most `concurrency` loads at once (4 for route modules). A key is loaded
 * once; a failed load may be tried again later.
 */
export interface TPreloadQueue {
  preload: (key: string, load: () => Promise<unknown>) => Promise<void>;
  /** Loads running now (for tests and diagnostics). */
  activeCount: () => number;
}

export const MAX_CONCURRENT_PRELOADS = 4;

export function createPreloadQueue(concurrency: number = MAX_CONCURRENT_PRELOADS): TPreloadQueue {
  const known = new Map<string, Promise<void>>();
  const waiting: (() => void)[] = [];
  let active = 0;

  function next(): void {
    while (active < concurrency && waiting.length > 0) waiting.shift()?.();
  }

  function preload(key: string, load: () => Promise<unknown>): Promise<void> {
    const existing = known.get(key);
    if (existing) return existing;
    const task = new Promise<void>((resolve) => {
      waiting.push(() => {
        active += 1;
        load()
          .then(
            () => undefined,
            () => {
              known.delete(key);
            },
          )
          .finally(() => {
            active -= 1;
            resolve();
            next();
          });
      });
    });
    known.set(key, task);
    next();
    return task;
  }

  return { preload, activeCount: () => active };
}
