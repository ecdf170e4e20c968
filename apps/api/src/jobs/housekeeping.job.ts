/**
 * Clears what only piles up: rate-limit windows long past (the longest rule counts one hour; a
 * day is kept). Runs a minute after start-up and then hourly; safe in every process at once (a
 * plain `DELETE` of old rows).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { TRateLimiter } from '../modules/auth/rate-limit.js';

export function startHousekeepingJob(deps: {
  limiter: Pick<TRateLimiter, 'prune'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  firstDelayMs?: number;
  intervalMs?: number;
}): { stop(): Promise<void>; runOnce(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;

  const runOnce = (): Promise<void> => {
    running ??= deps.limiter
      .prune()
      .catch((error: unknown) => {
        deps.log.warn({ err: error }, 'housekeeping failed; will retry');
      })
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
    }, deps.intervalMs ?? 3_600_000);
    interval.unref();
  }, deps.firstDelayMs ?? 60_000);
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
