/**
 * Expires shop invoices nobody paid in time (and queues their webhooks) every minute; safe in
 * every server process at once (`invoicePayments.expireDue` moves each invoice once).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { TInvoicePayments } from '../modules/merchant/index.js';
import { startPeriodicJob, type TPeriodicJob } from './periodic.js';

export function startInvoiceExpiryJob(deps: {
  invoices: Pick<TInvoicePayments, 'expireDue'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  intervalMs?: number;
}): TPeriodicJob<number> {
  return startPeriodicJob({
    run: async () => {
      const expired = await deps.invoices.expireDue();
      if (expired) deps.log.info({ expired }, 'invoices expired');
      return expired;
    },
    onError: (error) => {
      deps.log.warn({ err: error }, 'invoice expiry failed; will retry');
      return 0;
    },
    intervalMs: deps.intervalMs ?? 60_000,
    firstDelayMs: 10_000,
  });
}
