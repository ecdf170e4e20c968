/**
 * Queries of the reserve ledger (docs/decisions/021): a currency's reserve is the sum of its
 * movements, and `currencies.reserve` is that sum kept in step, in the transaction of each
 * movement. This is the only writer of both; movements are only ever inserted (a trigger refuses
 * the rest).
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.js';
import { currencies, reserveMovements, users, type TReserveMovementKind } from '../../db/schema.js';

export type { TReserveMovementKind };
export type TReserveMovementRow = typeof reserveMovements.$inferSelect;

/** A movement to record: `amount` is signed (what it adds to the reserve). */
export interface TNewMovement {
  currencyId: number;
  kind: TReserveMovementKind;
  amount: string;
  claimId?: string | null;
  reference?: string | null;
  actorId?: number | null;
  reason?: string | null;
}

/** The currency's figures after a movement, or why none was made. */
export type TMoveResult =
  | { ok: true; reserve: string; held: string }
  | { ok: false; reason: 'unknown' }
  | { ok: false; reason: 'below_held'; reserve: string; held: string; ticker: string };

export function createReserveLedgerRepo(db: TDbOrTx) {
  return {
    /**
     * Adds `movement.amount` to the currency's reserve and records the movement, in `tx`. The
     * update locks the currency's row (as claim creations lock it), so what open claims hold
     * cannot move while it is checked. With `floorAtHeld`, a movement that would take the reserve
     * below what is held changes nothing and answers `below_held`.
     */
    async move(tx: TDbOrTx, movement: TNewMovement, options: { floorAtHeld: boolean }): Promise<TMoveResult> {
      const amount = sql`${movement.amount}::numeric`;
      const [row] = await tx
        .update(currencies)
        .set({ reserve: sql`${currencies.reserve} + ${amount}` })
        .where(
          and(
            eq(currencies.id, movement.currencyId),
            options.floorAtHeld ? sql`${currencies.reserve} + ${amount} >= ${currencies.held}` : undefined,
          ),
        )
        .returning({ reserve: currencies.reserve, held: currencies.held });
      if (!row) {
        const [current] = await tx
          .select({ reserve: currencies.reserve, held: currencies.held, ticker: currencies.ticker })
          .from(currencies)
          .where(eq(currencies.id, movement.currencyId))
          .for('update');
        return current ? { ok: false, reason: 'below_held', ...current } : { ok: false, reason: 'unknown' };
      }
      await tx.insert(reserveMovements).values({
        currencyId: movement.currencyId,
        kind: movement.kind,
        amount: movement.amount,
        reserveAfter: row.reserve,
        claimId: movement.claimId ?? null,
        reference: movement.reference ?? null,
        actorId: movement.actorId ?? null,
        reason: movement.reason ?? null,
      });
      return { ok: true, ...row };
    },

    /** The claim's movement of this kind, if one was made. */
    async movementOf(
      tx: TDbOrTx,
      claimId: string,
      kind: TReserveMovementKind,
    ): Promise<TReserveMovementRow | null> {
      const [row] = await tx
        .select()
        .from(reserveMovements)
        .where(and(eq(reserveMovements.claimId, claimId), eq(reserveMovements.kind, kind)));
      return row ?? null;
    },

    /** Whether payments received in this currency add to its reserve (read in `tx`). */
    async countsPayments(tx: TDbOrTx, currencyId: number): Promise<boolean> {
      const [row] = await tx
        .select({ on: currencies.countPayments })
        .from(currencies)
        .where(eq(currencies.id, currencyId));
      return row?.on ?? false;
    },

    /** A page of a currency's movements, newest first, with the e-mail of who made each. */
    async page(
      currencyId: number,
      page: { page: number; size: number },
    ): Promise<{ count: number; rows: { row: TReserveMovementRow; actor: string | null }[] }> {
      const where = eq(reserveMovements.currencyId, currencyId);
      const [total] = await db.select({ n: count() }).from(reserveMovements).where(where);
      const rows = await db
        .select({ row: reserveMovements, actor: users.email })
        .from(reserveMovements)
        .leftJoin(users, eq(users.id, reserveMovements.actorId))
        .where(where)
        .orderBy(desc(reserveMovements.id))
        .limit(page.size)
        .offset((page.page - 1) * page.size);
      return { count: total?.n ?? 0, rows };
    },
  };
}

export type TReserveLedgerRepo = ReturnType<typeof createReserveLedgerRepo>;
