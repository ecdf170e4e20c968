/**
 * Queries of the webhooks owed to shops: deliveries queued in the transaction of the change they
 * report, taken one at a time for an attempt (`FOR UPDATE SKIP LOCKED` and a lease, so every
 * server process can deliver at once), the attempts recorded, and a shop's page of them. Built
 * from the database it is given; a method used inside a transaction takes it (`tx`).
 */
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { shops, webhookAttempts, webhookDeliveries } from '../../db/schema.js';

export type TWebhookDelivery = typeof webhookDeliveries.$inferSelect;
export type TNewWebhookDelivery = typeof webhookDeliveries.$inferInsert;
export type TWebhookAttempt = typeof webhookAttempts.$inferSelect;
export type TNewWebhookAttempt = typeof webhookAttempts.$inferInsert;

/** A delivery taken for an attempt, with where to post it and the secret to sign it with. */
export interface TLeasedDelivery {
  delivery: TWebhookDelivery;
  url: string | null;
  secret: string;
}

export function createWebhooksRepo(db: TDb) {
  return {
    /** Queues deliveries in `tx`, the transaction of the change they report. */
    async queue(tx: TDbOrTx, deliveries: TNewWebhookDelivery[]): Promise<void> {
      await tx.insert(webhookDeliveries).values(deliveries);
    },

    /**
     * Takes the oldest delivery due at `at` for one attempt: counts the attempt and moves its next
     * attempt to `leaseUntil`, so no other process takes it meanwhile. Null when none is due.
     */
    async leaseNextDue(at: Date, leaseUntil: Date): Promise<TLeasedDelivery | null> {
      return db.transaction(async (tx) => {
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
          .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: leaseUntil })
          .where(eq(webhookDeliveries.id, due.delivery.id))
          .returning();
        return delivery ? { ...due, delivery } : null;
      });
    },

    /**
     * Records an attempt and what follows it for the delivery, in one transaction. The delivery
     * changes only while its attempt count is still `attempts` (the attempt this is the result of).
     */
    async recordAttempt(
      attempt: TNewWebhookAttempt,
      delivery: { id: number; attempts: number },
      changes: Partial<TNewWebhookDelivery>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(webhookAttempts).values(attempt);
        await tx
          .update(webhookDeliveries)
          .set(changes)
          .where(
            and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.attempts, delivery.attempts)),
          );
      });
    },

    /** A shop's deliveries, newest first, each with its attempts (newest first). */
    async pageOfShop(
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

export type TWebhooksRepo = ReturnType<typeof createWebhooksRepo>;
