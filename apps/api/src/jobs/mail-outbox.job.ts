/**
 * Delivers the mail outbox every few seconds. Safe to run in every server process at once: the
 * service claims each message with `FOR UPDATE SKIP LOCKED` and a lease, so one message is
 * attempted by one process at a time.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { TDeliveryReport, TMailService } from '../modules/mail/index.js';
import { startPeriodicJob, type TPeriodicJob } from './periodic.js';

export function startMailOutboxJob(deps: {
  mail: Pick<TMailService, 'deliverDue'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  intervalMs?: number;
}): TPeriodicJob<TDeliveryReport> {
  return startPeriodicJob({
    run: () => deps.mail.deliverDue(),
    onError: (error) => {
      deps.log.warn({ err: error }, 'mail outbox delivery failed; will retry');
      return { sent: 0, logged: 0, retried: 0, failed: 0 };
    },
    intervalMs: deps.intervalMs ?? 5_000,
  });
}
