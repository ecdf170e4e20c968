import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  dec,
  HOLDING_STATUSES,
  type TBig,
  type TClaimAction,
  type TClaimActor,
  type TClaimStatus,
} from '@exchanger/core';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { claimEvents, claims, currencies } from '../../db/schema.js';

export type TClaimRow = typeof claims.$inferSelect;
export type TNewClaim = typeof claims.$inferInsert;
export type TClaimEventRow = typeof claimEvents.$inferSelect;

const HOLDING = new Set<string>(HOLDING_STATUSES);

/** Rolls the claim's transaction back when its hold does not fit. */
class ReserveExhausted extends Error {}

export interface TActor {
  type: TClaimActor;
  id?: string | null;
}

export function createClaimsRepo(db: TDb) {
  async function addEvent(
    tx: TDbOrTx,
    claimId: string,
    action: TClaimAction | 'create',
    from: TClaimStatus | null,
    to: TClaimStatus,
    actor: TActor,
    reason: string,
  ): Promise<void> {
    await tx.insert(claimEvents).values({
      claimId,
      action,
      fromStatus: from,
      toStatus: to,
      actorType: actor.type,
      actorId: actor.id ?? null,
      reason,
    });
  }

  /** Gives the receive amounts of closed claims back to their currencies' reserves. */
  async function release(tx: TDbOrTx, closed: Pick<TClaimRow, 'toId' | 'toAmount'>[]): Promise<void> {
    const byCurrency = new Map<number, TBig>();
    for (const c of closed) byCurrency.set(c.toId, (byCurrency.get(c.toId) ?? dec(0)).plus(dec(c.toAmount)));
    for (const [toId, amount] of byCurrency) {
      await tx
        .update(currencies)
        .set({ held: sql`${currencies.held} - ${amount.toFixed()}::numeric` })
        .where(eq(currencies.id, toId));
    }
  }

  return {
    /**
     * Inserts the claim and takes its hold on the receive currency's reserve atomically: one
     * conditional UPDATE adds the amount to `held` only while `reserve − held` covers it (PostgreSQL
     * re-checks the condition after waiting for a concurrent writer), so the available reserve can
     * never go below zero. Returns null when the reserve is not enough.
     */
    async createWithHold(
      claim: TNewClaim & { status: TClaimStatus },
      actor: TActor,
    ): Promise<TClaimRow | null> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.insert(claims).values(claim).returning();
          if (!row) throw new Error('The claim was not inserted');
          await addEvent(tx, row.id, 'create', null, claim.status, actor, '');
          // Last, so the currency row stays locked only from here to the commit: concurrent
          // creations for one currency queue for the shortest possible time.
          const held = await tx
            .update(currencies)
            .set({ held: sql`${currencies.held} + ${claim.toAmount}::numeric` })
            .where(
              and(
                eq(currencies.id, claim.toId),
                sql`${currencies.reserve} - ${currencies.held} >= ${claim.toAmount}::numeric`,
              ),
            )
            .returning({ id: currencies.id });
          if (held.length === 0) throw new ReserveExhausted();
          return row;
        });
      } catch (error) {
        if (error instanceof ReserveExhausted) return null;
        throw error;
      }
    },

    async findById(id: string, tx: TDbOrTx = db): Promise<TClaimRow | null> {
      const [row] = await tx.select().from(claims).where(eq(claims.id, id));
      return row ?? null;
    },

    async events(claimId: string): Promise<TClaimEventRow[]> {
      return db
        .select()
        .from(claimEvents)
        .where(eq(claimEvents.claimId, claimId))
        .orderBy(asc(claimEvents.id));
    },

    /**
     * Moves a claim from `from` to `to` only if it is still in `from` (so two actors racing on one
     * claim cannot both succeed) and records the event. Returns the updated claim or null.
     */
    async changeStatus(
      id: string,
      action: TClaimAction,
      from: TClaimStatus,
      to: TClaimStatus,
      actor: TActor,
      reason: string,
      extra: Partial<Pick<TNewClaim, 'payoutReference'>> = {},
    ): Promise<TClaimRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(claims)
          .set({ status: to, updatedAt: sql`now()`, ...extra })
          .where(and(eq(claims.id, id), eq(claims.status, from)))
          .returning();
        if (!row) return null;
        if (HOLDING.has(from) && !HOLDING.has(to)) await release(tx, [row]);
        await addEvent(tx, id, action, from, to, actor, reason);
        return row;
      });
    },

    /**
     * Expires claims still `new` past their lifetime, a batch at a time. `SKIP LOCKED` and the
     * status condition make it safe to run in several processes at once: each claim expires once.
     */
    async expireDue(limit = 200): Promise<TClaimRow[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: claims.id })
          .from(claims)
          .where(and(eq(claims.status, 'new'), lte(claims.expiresAt, sql`now()`)))
          .orderBy(asc(claims.expiresAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        const rows = await tx
          .update(claims)
          .set({ status: 'expired', updatedAt: sql`now()` })
          .where(
            and(
              inArray(
                claims.id,
                due.map((d) => d.id),
              ),
              eq(claims.status, 'new'),
            ),
          )
          .returning();
        await release(tx, rows);
        for (const row of rows)
          await addEvent(tx, row.id, 'expire', 'new', 'expired', { type: 'system' }, 'lifetime passed');
        return rows;
      });
    },
  };
}

export type TClaimsRepo = ReturnType<typeof createClaimsRepo>;
