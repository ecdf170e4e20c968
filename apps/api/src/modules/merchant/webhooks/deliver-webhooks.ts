import type { TMerchantDeps } from '../deps.js';
import type { TNewWebhookDelivery } from '../webhooks.repo.js';
import { postWebhook, type TAttemptResult, type TWebhookPostDeps } from './post-webhook.js';

export const MAX_ATTEMPTS = 8;
/** The waits after the 1st, 2nd… failed attempt. */
const RETRY_AFTER_SECONDS = [30, 120, 600, 3_600, 21_600, 43_200, 86_400];
/** How long a delivery taken for an attempt is left alone by the other processes. */
const LEASE_MS = 60_000;

export interface TWebhookReport {
  delivered: number;
  retried: number;
  failed: number;
}

export interface TWebhookDeliveryDeps extends Pick<TMerchantDeps, 'webhooks'>, TWebhookPostDeps {
  /** The most deliveries one run attempts. */
  batchSize: number;
}

const NO_URL: TAttemptResult = {
  statusCode: null,
  error: 'no_url',
  final: true,
  durationMs: 0,
};

/**
 * Attempts every due delivery once (at most `batchSize` of them). A 2xx delivers it; anything
 * else is retried after 30 s, 2 min, 10 min, 1 h, 6 h, 12 h and 24 h; after the 8th failed
 * attempt, or a refusal that no retry can change (a private address, no URL), the delivery is
 * `failed`. What is recorded of a failure is its kind (`TWebhookFailure`), never the network's
 * message. Each delivery is taken
 * with `FOR UPDATE SKIP LOCKED` and a lease, so every server process can run this at once and each
 * attempt is made by one of them.
 */
export async function deliverWebhooks(deps: TWebhookDeliveryDeps): Promise<TWebhookReport> {
  const report: TWebhookReport = { delivered: 0, retried: 0, failed: 0 };
  for (let i = 0; i < deps.batchSize; i += 1) {
    const at = deps.now();
    const next = await deps.webhooks.leaseNextDue(at, new Date(at.getTime() + LEASE_MS));
    if (!next) break;
    const { delivery, url, secret } = next;
    const result = url ? await postWebhook(deps, url, secret, delivery) : NO_URL;
    const delivered = result.error === null;
    const failed = !delivered && (result.final || delivery.attempts >= MAX_ATTEMPTS);
    const retryAfter = RETRY_AFTER_SECONDS[Math.min(delivery.attempts, RETRY_AFTER_SECONDS.length) - 1] ?? 30;
    const changes: Partial<TNewWebhookDelivery> = delivered
      ? { status: 'delivered', deliveredAt: deps.now(), lastError: null }
      : failed
        ? { status: 'failed', lastError: result.error }
        : { lastError: result.error, nextAttemptAt: new Date(deps.now().getTime() + retryAfter * 1000) };
    await deps.webhooks.recordAttempt(
      {
        deliveryId: delivery.id,
        statusCode: result.statusCode,
        error: result.error,
        durationMs: result.durationMs,
      },
      delivery,
      changes,
    );
    if (delivered) report.delivered += 1;
    else if (failed) report.failed += 1;
    else report.retried += 1;
  }
  return report;
}
