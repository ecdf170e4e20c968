/**
 * Clears what only piles up: rate-limit windows long past (the longest rule counts one hour; a
 * day is kept) and the answers of idempotent calls older than 24 hours (docs/decisions/028). Runs
 * a minute after start-up and then hourly; safe in every process at once (a plain `DELETE` of old
 * rows).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { TRateLimiter } from '../modules/auth/index.js';
import type { TIdempotencyService } from '../modules/idempotency/index.js';
import { startPeriodicJob, type TPeriodicJob } from './periodic.js';

export function startHousekeepingJob(deps: {
  limiter: Pick<TRateLimiter, 'prune'>;
  idempotency: Pick<TIdempotencyService, 'prune'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  firstDelayMs?: number;
  intervalMs?: number;
}): TPeriodicJob<void> {
  return startPeriodicJob({
    run: async () => {
      await deps.limiter.prune();
      await deps.idempotency.prune();
    },
    onError: (error) => {
      deps.log.warn({ err: error }, 'housekeeping failed; will retry');
    },
    intervalMs: deps.intervalMs ?? 3_600_000,
    firstDelayMs: deps.firstDelayMs ?? 60_000,
  });
}
