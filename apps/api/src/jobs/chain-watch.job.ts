/**
 * Watches the chains of watched currencies for payments to claims' deposit addresses
 * (docs/payments.md). Safe in every server process at once: a chain is read under its advisory
 * lock, by one process at a time.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { TChainWatchers } from '../modules/chains/index.js';
import { startPeriodicJob } from './periodic.js';

export function startChainWatchJob(deps: {
  watchers: TChainWatchers;
  log: Pick<FastifyBaseLogger, 'warn'>;
  intervalMs?: number;
}) {
  return startPeriodicJob({
    run: async () => {
      await deps.watchers.watchAll();
    },
    onError: (error) => {
      deps.log.warn({ err: error }, 'chain watch failed; will retry');
    },
    intervalMs: deps.intervalMs ?? 10_000,
    firstDelayMs: 1_000,
  });
}
