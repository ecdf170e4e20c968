/** Posts due shop webhooks every few seconds; safe in every server process at once (leases). */
import type { FastifyBaseLogger } from 'fastify';
import type { TWebhookReport, TWebhookService } from '../modules/merchant/index.js';
import { startPeriodicJob, type TPeriodicJob } from './periodic.js';

export function startWebhooksJob(deps: {
  webhooks: Pick<TWebhookService, 'deliverDue'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  intervalMs?: number;
}): TPeriodicJob<TWebhookReport> {
  return startPeriodicJob({
    run: () => deps.webhooks.deliverDue(),
    onError: (error) => {
      deps.log.warn({ err: error }, 'webhook delivery failed; will retry');
      return { delivered: 0, retried: 0, failed: 0 };
    },
    intervalMs: deps.intervalMs ?? 3_000,
  });
}
