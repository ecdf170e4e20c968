/**
 * Expires claims left `new` past their lifetime. Safe to run in every server process at once: the
 * repository takes due claims with `FOR UPDATE SKIP LOCKED` and only moves those still `new`.
 * Every 5 seconds: a turn that finds nothing due is one read of the status-and-expiry index, and a
 * claim waits at most that long past its lifetime (docs/decisions/043-batch-expiry.md).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { TClaimsService } from '../modules/claims/index.js';

export function startClaimExpiryJob(deps: {
  claims: TClaimsService;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  intervalMs?: number;
}): { stop(): Promise<void>; runOnce(): Promise<number> } {
  const intervalMs = deps.intervalMs ?? 5_000;
  let running: Promise<number> | null = null;
  let stopped = false;

  const runOnce = (): Promise<number> => {
    running ??= deps.claims
      .expireDue()
      .then((n) => {
        if (n) deps.log.info({ expired: n }, 'claims expired');
        return n;
      })
      .catch((error: unknown) => {
        deps.log.warn({ err: error }, 'claim expiry failed; will retry');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const timer = setInterval(() => {
    if (!stopped) void runOnce();
  }, intervalMs);
  timer.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
