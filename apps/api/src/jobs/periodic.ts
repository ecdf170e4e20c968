/**
 * A job that runs every `intervalMs` in the background (the first run after `firstDelayMs`), one
 * run at a time: a run still going when the next is due is joined, not doubled. A failed run is
 * turned into a value by `onError` (it logs) and the job carries on.
 */
export interface TPeriodicJob<T> {
  /** Runs now, or joins the run in progress. */
  runOnce(): Promise<T>;
  /** No more runs; resolves when the one in progress has ended. */
  stop(): Promise<void>;
}

export function startPeriodicJob<T>(options: {
  run: () => Promise<T>;
  onError: (error: unknown) => T;
  intervalMs: number;
  firstDelayMs?: number;
}): TPeriodicJob<T> {
  let running: Promise<T> | null = null;
  let stopped = false;

  const runOnce = (): Promise<T> => {
    running ??= options
      .run()
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
    return running;
  };

  let interval: NodeJS.Timeout | null = null;
  const first = setTimeout(() => {
    if (stopped) return;
    void runOnce();
    interval = setInterval(() => {
      if (!stopped) void runOnce();
    }, options.intervalMs);
    interval.unref();
  }, options.firstDelayMs ?? options.intervalMs);
  first.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(first);
      if (interval) clearInterval(interval);
      await running;
    },
  };
}
