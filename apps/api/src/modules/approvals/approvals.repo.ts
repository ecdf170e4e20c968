/**
 * Proposals of the two-person rule (decision 024), the approval thresholds of currencies and the
 * number of active administrators the rule depends on.
 */
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { currencies, proposals, users } from '../../db/schema.js';

export type TProposalRow = typeof proposals.$inferSelect;
export type TNewProposal = Pick<
  typeof proposals.$inferInsert,
  'kind' | 'target' | 'payload' | 'amount' | 'currencyId' | 'proposedBy'
>;
export type TProposalStatus = TProposalRow['status'];

/** A proposal with what readers see of its currency and of the staff on it. */
export interface TProposalRecord extends TProposalRow {
  currency: { code: string; ticker: string; precision: number };
  proposer: string;
  decider: string | null;
}

const decider = alias(users, 'decider');

export function createApprovalsRepo(db: TDb) {
  const select = (tx: TDbOrTx) =>
    tx
      .select({
        row: proposals,
        code: currencies.code,
        ticker: currencies.ticker,
        precision: currencies.precision,
        proposer: users.email,
        decider: decider.email,
      })
      .from(proposals)
      .innerJoin(currencies, eq(currencies.id, proposals.currencyId))
      .innerJoin(users, eq(users.id, proposals.proposedBy))
      .leftJoin(decider, eq(decider.id, proposals.decidedBy));
  type TJoined = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
  const record = (r: TJoined): TProposalRecord => ({
    ...r.row,
    currency: { code: r.code, ticker: r.ticker, precision: r.precision },
    proposer: r.proposer,
    decider: r.decider,
  });

  return {
    /** Administrators who can sign in and act: role admin, activated, not blocked. */
    async activeAdmins(tx: TDbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNotNull(users.activatedAt), isNull(users.blockedAt)));
      return row?.n ?? 0;
    },

    /** The currency's approval threshold (null: the rule is off for it), or null without the currency. */
    async thresholdOf(currencyId: number, tx: TDbOrTx = db): Promise<{ threshold: string | null } | null> {
      const [row] = await tx
        .select({ threshold: currencies.approvalThreshold })
        .from(currencies)
        .where(eq(currencies.id, currencyId));
      return row ?? null;
    },

    /** A new pending proposal; null when one already waits for the same action on the same target. */
    async insert(tx: TDbOrTx, proposal: TNewProposal): Promise<TProposalRow | null> {
      const [row] = await tx.insert(proposals).values(proposal).onConflictDoNothing().returning();
      return row ?? null;
    },

    async find(id: number, tx: TDbOrTx = db): Promise<TProposalRecord | null> {
      const [row] = await select(tx).where(eq(proposals.id, id));
      return row ? record(row) : null;
    },

    /**
     * Decides a proposal only while it is pending — `UPDATE … WHERE status = 'pending' RETURNING` —
     * so of two administrators deciding at once exactly one gets the row; null for the other.
     */
    async decide(
      tx: TDbOrTx,
      id: number,
      d: { status: Exclude<TProposalStatus, 'pending'>; decidedBy: number; reason: string | null },
    ): Promise<TProposalRow | null> {
      const [row] = await tx
        .update(proposals)
        .set({ ...d, decidedAt: new Date() })
        .where(and(eq(proposals.id, id), eq(proposals.status, 'pending')))
        .returning();
      return row ?? null;
    },

    /** A page of proposals, newest first, and how many wait whatever the filter. */
    async page(f: { page: number; size: number; status?: TProposalStatus | undefined }) {
      const where: SQL | undefined = f.status ? eq(proposals.status, f.status) : undefined;
      const [total] = await db.select({ n: count() }).from(proposals).where(where);
      const [waiting] = await db
        .select({ n: count() })
        .from(proposals)
        .where(eq(proposals.status, 'pending'));
      const rows = await select(db)
        .where(where)
        .orderBy(desc(proposals.id))
        .limit(f.size)
        .offset((f.page - 1) * f.size);
      return { count: total?.n ?? 0, pending: waiting?.n ?? 0, rows: rows.map(record) };
    },
  };
}

export type TApprovalsRepo = ReturnType<typeof createApprovalsRepo>;
