/**
 * The background jobs, started in one place. Each is safe to run in every server process at once
 * (row locks or `SKIP LOCKED` keep two processes from doing the same work twice).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { TContainer } from '../composition.js';
import type { TDatabase } from '../db/client.js';
import { startRateRefreshJob } from '../modules/rates/index.js';
import { startChainWatchJob } from './chain-watch.job.js';
import { startClaimExpiryJob } from './claim-expiry.job.js';
import { startHousekeepingJob } from './housekeeping.job.js';
import { startInvoiceExpiryJob } from './invoice-expiry.job.js';
import { startMailOutboxJob } from './mail-outbox.job.js';
import { startWebhooksJob } from './webhooks.job.js';

export interface TJobs {
  /** No more runs; resolves when the runs in progress have ended. */
  stop(): Promise<void>;
}

/** How long the first refresh of the feeds may delay start-up (an unreachable source must not block it). */
const FIRST_REFRESH_WAIT_MS = 3_000;

/** Prices the catalogue before the first request when the rate sources answer quickly. */
export async function warmRates(container: TContainer): Promise<void> {
  const { feeds, rates } = container;
  if (!feeds.length) return;
  await Promise.race([
    Promise.all(feeds.map((f) => rates.refreshFeed(f.id))),
    new Promise((resolve) => setTimeout(resolve, FIRST_REFRESH_WAIT_MS).unref()),
  ]);
}

export function startJobs(
  container: TContainer,
  deps: { database: TDatabase; log: FastifyBaseLogger },
): TJobs {
  const { log } = deps;
  const { feeds } = container;
  const jobs = [
    ...(feeds.length
      ? [startRateRefreshJob({ service: container.rates, feeds, database: deps.database, log })]
      : []),
    startClaimExpiryJob({ claims: container.claims, log }),
    startChainWatchJob({ watchers: container.chainWatchers, log }),
    startMailOutboxJob({ mail: container.mail, log }),
    startWebhooksJob({ webhooks: container.webhooks, log }),
    startInvoiceExpiryJob({ invoices: container.invoicePayments, log }),
    startHousekeepingJob({ limiter: container.limiter, idempotency: container.idempotency, log }),
  ];
  return {
    async stop() {
      for (const job of jobs) await job.stop();
    },
  };
}
