/**
 * Webhooks to shops (issue "Shops", docs/merchant-api.md): each status change of an invoice's claim
 * queues one delivery in the claim's transaction; this service posts the due ones, signed, and
 * records every attempt.
 *
 * - The body is the delivery's JSON; `X-Signature: t=<unix seconds>,v1=<hex>` is HMAC-SHA256 of
 *   `<t>.<body>` with the shop's webhook secret, so a receiver can check both who sent it and that
 *   it is not an old one replayed.
 * - A 2xx answer within 10 s delivers it. Anything else is retried after 30 s, 2 min, 10 min,
 *   1 h, 6 h, 12 h and 24 h; after the 8th failed attempt the delivery is `failed`.
 * - A delivery is taken with `FOR UPDATE SKIP LOCKED` and a lease, so every server process can
 *   run the job at once and each attempt is made by one of them.
 * - When the site runs on https (production), a webhook URL that resolves to a loopback, private
 *   or link-local address is refused: the exchanger must not be made to call its own network.
 */
import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { shops, webhookAttempts, webhookDeliveries } from '../../db/schema.js';

export const MAX_ATTEMPTS = 8;
const RETRY_AFTER_SECONDS = [30, 120, 600, 3_600, 21_600, 43_200, 86_400];
const LEASE_MS = 60_000;
const TIMEOUT_MS = 10_000;

export type TWebhookDelivery = typeof webhookDeliveries.$inferSelect;
export type TWebhookAttempt = typeof webhookAttempts.$inferSelect;

export interface TWebhookReport {
  delivered: number;
  retried: number;
  failed: number;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export function signWebhook(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/** Loopback, private, link-local, unique-local and unspecified addresses (IPv4 and IPv6). */
export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168)
    );
  }
  const v6 = address.toLowerCase();
  if (v6.startsWith('::ffff:')) return isPrivateAddress(v6.slice('::ffff:'.length));
  return v6 === '::' || v6 === '::1' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6);
}

export function createWebhookService(deps: {
  db: TDb;
  /** Refuse URLs that resolve to private addresses (true when the site runs on https). */
  blockPrivate: boolean;
  fetch?: typeof fetch;
  resolve?: (host: string) => Promise<string[]>;
  now?: () => Date;
  batchSize?: number;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const post = deps.fetch ?? fetch;
  const resolve =
    deps.resolve ?? (async (host: string) => (await lookup(host, { all: true })).map((a) => a.address));

  /** Takes the oldest due delivery for one attempt (lease), with where to send it. */
  async function claimNext() {
    return db.transaction(async (tx) => {
      const at = now();
      const [due] = await tx
        .select({ delivery: webhookDeliveries, url: shops.webhookUrl, secret: shops.webhookSecret })
        .from(webhookDeliveries)
        .innerJoin(shops, eq(shops.id, webhookDeliveries.shopId))
        .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, at)))
        .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
        .limit(1)
        .for('update', { of: webhookDeliveries, skipLocked: true });
      if (!due) return null;
      const [delivery] = await tx
        .update(webhookDeliveries)
        .set({
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          nextAttemptAt: new Date(at.getTime() + LEASE_MS),
        })
        .where(eq(webhookDeliveries.id, due.delivery.id))
        .returning();
      return delivery ? { ...due, delivery } : null;
    });
  }

  /** Why this URL may not be called, or null. */
  async function refusal(url: string): Promise<string | null> {
    if (!deps.blockPrivate) return null;
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(host) ? [host] : await resolve(host);
    return addresses.some(isPrivateAddress) ? 'the address is in a private network' : null;
  }

  async function attempt(url: string, secret: string, delivery: TWebhookDelivery) {
    const started = Date.now();
    try {
      const refused = await refusal(url);
      if (refused) return { statusCode: null, error: refused, final: true, durationMs: 0 };
      const body = JSON.stringify({ id: delivery.id, ...delivery.payload });
      const res = await post(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'exchanger-webhooks/1',
          'x-webhook-event': delivery.event,
          'x-webhook-id': String(delivery.id),
          'x-signature': signWebhook(secret, body, now()),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await res.body?.cancel();
      const ok = res.status >= 200 && res.status < 300;
      return {
        statusCode: res.status,
        error: ok ? null : `answered ${res.status}`,
        final: false,
        durationMs: Date.now() - started,
      };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return {
        statusCode: null,
        error: message.slice(0, 500),
        final: false,
        durationMs: Date.now() - started,
      };
    }
  }

  return {
    /** Attempts every due delivery once (at most `batchSize` of them). */
    async deliverDue(): Promise<TWebhookReport> {
      const report: TWebhookReport = { delivered: 0, retried: 0, failed: 0 };
      for (let i = 0; i < (deps.batchSize ?? 20); i += 1) {
        const next = await claimNext();
        if (!next) break;
        const { delivery, url, secret } = next;
        const result = url
          ? await attempt(url, secret, delivery)
          : { statusCode: null, error: 'the shop has no webhook URL', final: true, durationMs: 0 };
        const delivered = result.error === null;
        const failed = !delivered && (result.final || delivery.attempts >= MAX_ATTEMPTS);
        const retryAfter =
          RETRY_AFTER_SECONDS[Math.min(delivery.attempts, RETRY_AFTER_SECONDS.length) - 1] ?? 30;
        await db.transaction(async (tx) => {
          await tx.insert(webhookAttempts).values({
            deliveryId: delivery.id,
            statusCode: result.statusCode,
            error: result.error,
            durationMs: result.durationMs,
          });
          await tx
            .update(webhookDeliveries)
            .set(
              delivered
                ? { status: 'delivered', deliveredAt: now(), lastError: null }
                : failed
                  ? { status: 'failed', lastError: result.error }
                  : { lastError: result.error, nextAttemptAt: new Date(now().getTime() + retryAfter * 1000) },
            )
            .where(
              and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.attempts, delivery.attempts)),
            );
        });
        if (delivered) report.delivered += 1;
        else if (failed) report.failed += 1;
        else report.retried += 1;
      }
      return report;
    },

    /** A shop's deliveries, newest first, each with its attempts (newest first). */
    async ofShop(
      shopId: number,
      query: { page: number; size: number },
    ): Promise<{ count: number; rows: (TWebhookDelivery & { attemptsLog: TWebhookAttempt[] })[] }> {
      const [total] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.shopId, shopId));
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.shopId, shopId))
        .orderBy(desc(webhookDeliveries.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size);
      const attempts = rows.length
        ? await db
            .select()
            .from(webhookAttempts)
            .where(
              inArray(
                webhookAttempts.deliveryId,
                rows.map((r) => r.id),
              ),
            )
            .orderBy(desc(webhookAttempts.id))
        : [];
      return {
        count: total?.n ?? 0,
        rows: rows.map((r) => ({ ...r, attemptsLog: attempts.filter((a) => a.deliveryId === r.id) })),
      };
    },
  };
}

export type TWebhookService = ReturnType<typeof createWebhookService>;
