/**
 * Delivers the mail outbox every few seconds. Safe to run in every server process at once: the
 * service claims each message with `FOR UPDATE SKIP LOCKED` and a lease, so one message is
 * attempted by one process at a time.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { TDeliveryReport, TMailService } from '../modules/mail/mail.service.js';

const NOTHING: TDeliveryReport = { sent: 0, logged: 0, retried: 0, failed: 0 };

export function startMailOutboxJob(deps: {
  mail: Pick<TMailService, 'deliverDue'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  intervalMs?: number;
}): { stop(): Promise<void>; runOnce(): Promise<TDeliveryReport> } {
  const intervalMs = deps.intervalMs ?? 5_000;
  let running: Promise<TDeliveryReport> | null = null;
  let stopped = false;

  const runOnce = (): Promise<TDeliveryReport> => {
    running ??= deps.mail
      .deliverDue()
      .catch((error: unknown) => {
        deps.log.warn({ err: error }, 'mail outbox delivery failed; will retry');
        return { ...NOTHING };
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
