/**
 * Queries of the account's programmes: promocodes, the referral ledger and the completed volume.
 * Built from the database it is given; methods that may run inside a caller's transaction take it.
 */
import {
  DEFAULT_LOYALTY_LEVELS,
  dec,
  loyaltyOf,
  normalizePromocode,
  referralAccrual,
  toPlainString,
  type TReferralDwStatus,
} from '@exchanger/core';
import { and, count, desc, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { claims, promocodes, referralLedger, users } from '../../db/schema.js';

export type TPromocodeRow = typeof promocodes.$inferSelect;
export type TLedgerRow = typeof referralLedger.$inferSelect;

/** A promocode that can be used now: active, not expired, with uses left. */
const usable = () =>
  and(
    eq(promocodes.active, true),
    or(isNull(promocodes.expiresAt), gt(promocodes.expiresAt, sql`now()`)),
    or(isNull(promocodes.maxUses), lt(promocodes.uses, promocodes.maxUses)),
  );

/**
 * Balance = done deposits − pending and done withdrawals (a pending withdrawal is reserved at once,
 * a rejected one gives its amount back).
 */
const BALANCE = sql<string>`coalesce(sum(case
  when ${referralLedger.kind} = 'deposit' and ${referralLedger.status} = 'done' then ${referralLedger.amount}
  when ${referralLedger.kind} = 'withdrawal' and ${referralLedger.status} in ('pending', 'done') then -${referralLedger.amount}
  else 0 end), 0)::text`;

/** What claims pass to `accrueReferral` when a claim completes. */
export interface TReferredClaim {
  id: string;
  /** `claims.referrer_id`; null: nobody to credit. */
  referrerId: number | null;
  /** The claim's own account and e-mail: a referrer is never credited for their own claim. */
  userId: number | null;
  email: string;
  /** `claims.usd_value`; null: the claim has no USD valuation, nothing is credited. */
  usdValue: string | null;
  /** The direction's margin in percent (`directions.margin_percent`). */
  directionMarginPercent: string;
}

export interface TLedgerPageQuery {
  page: number;
  size: number;
  status?: TReferralDwStatus | undefined;
  kind?: 'deposit' | 'withdrawal';
}

export function createAccountRepo(db: TDb) {
  async function completedVolume(userId: number, tx: TDbOrTx = db): Promise<string> {
    const [row] = await tx
      .select({ volume: sql<string>`coalesce(sum(${claims.usdValue}), 0)::text` })
      .from(claims)
      .where(and(eq(claims.userId, userId), eq(claims.status, 'completed')));
    return row?.volume ?? '0';
  }

  return {
    /** The user's own usable promocodes, newest first. */
    async promocodesOf(userId: number): Promise<TPromocodeRow[]> {
      return db
        .select()
        .from(promocodes)
        .where(and(eq(promocodes.userId, userId), usable()))
        .orderBy(desc(promocodes.createdAt), desc(promocodes.id));
    },

    /**
     * The promocode `code` (trimmed, any case) if it can be used now — active, not expired, uses
     * left — else null. A read for showing the improvement; `takePromocodeUse` is what counts.
     */
    async findUsablePromocode(
      code: string,
      tx: TDbOrTx = db,
    ): Promise<{ code: string; percent: string } | null> {
      const [row] = await tx
        .select({ code: promocodes.code, percent: promocodes.percent })
        .from(promocodes)
        .where(and(eq(promocodes.code, normalizePromocode(code)), usable()));
      return row ? { code: row.code, percent: toPlainString(dec(row.percent)) } : null;
    },

    /**
     * Takes one use of `code` inside the claim's transaction: one conditional UPDATE, so two claims
     * racing for the last use cannot both get it. Answers the code's percent, or null when it is
     * unknown, inactive, expired or used up (then nothing changed). The use is given back by
     * rolling back `tx`, or later by `returnPromocodeUse` when the claim ends unused.
     */
    async takePromocodeUse(tx: TDbOrTx, code: string): Promise<{ code: string; percent: string } | null> {
      const [row] = await tx
        .update(promocodes)
        .set({ uses: sql`${promocodes.uses} + 1` })
        .where(and(eq(promocodes.code, normalizePromocode(code)), usable()))
        .returning({ code: promocodes.code, percent: promocodes.percent });
      return row ? { code: row.code, percent: toPlainString(dec(row.percent)) } : null;
    },

    /**
     * Gives back one use of `code`, taken by a claim that was cancelled or expired unused; in that
     * change's transaction, so the use returns exactly when the claim's status changes. Never below
     * zero.
     */
    async returnPromocodeUse(tx: TDbOrTx, code: string): Promise<void> {
      await tx
        .update(promocodes)
        .set({ uses: sql`greatest(${promocodes.uses} - 1, 0)` })
        .where(eq(promocodes.code, normalizePromocode(code)));
    },

    /**
     * Credits the referrer of a completed claim: one `deposit` (status `done`) of
     * `referralAccrual(usdValue, directionMarginPercent)` USDT. Idempotent: the unique index on
     * `referral_ledger.claim_id` makes a second call for the same claim do nothing. Answers the
     * amount credited, or null when nothing was (no referrer, no USD value, a zero share, or
     * already credited). Call it in the transaction that completes the claim.
     */
    async accrueReferral(tx: TDbOrTx, claim: TReferredClaim): Promise<string | null> {
      if (claim.referrerId === null || claim.usdValue === null) return null;
      // Checked again at completion, against the referrer as they are now (docs/decisions/030): a
      // claim recorded before the rule, or a referrer who took the client's e-mail since.
      if (claim.referrerId === claim.userId) return null;
      const [referrer] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, claim.referrerId));
      if (!referrer || referrer.email.toLowerCase() === claim.email.toLowerCase()) return null;
      const amount = referralAccrual(claim.usdValue, claim.directionMarginPercent);
      if (dec(amount).lte(0)) return null;
      const rows = await tx
        .insert(referralLedger)
        .values({ userId: claim.referrerId, kind: 'deposit', amount, status: 'done', claimId: claim.id })
        .onConflictDoNothing({ target: referralLedger.claimId })
        .returning({ id: referralLedger.id });
      return rows.length ? amount : null;
    },

    /** The user's referral balance (exact, plain decimal string). */
    async balanceOf(userId: number, tx: TDbOrTx = db): Promise<string> {
      const [row] = await tx
        .select({ balance: BALANCE })
        .from(referralLedger)
        .where(eq(referralLedger.userId, userId));
      return row?.balance ?? '0';
    },

    /**
     * Locks the user's row until `tx` ends, so withdrawals of one user are taken one at a time
     * (the balance read after the lock is the one the insert relies on). Answers false when the
     * user does not exist.
     */
    async lockUser(tx: TDbOrTx, userId: number): Promise<boolean> {
      const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      return rows.length > 0;
    },

    async insertWithdrawal(
      tx: TDbOrTx,
      row: { userId: number; amount: string; currencyId: number; requisites: Record<string, string> },
    ): Promise<TLedgerRow> {
      const [inserted] = await tx
        .insert(referralLedger)
        .values({ ...row, kind: 'withdrawal', status: 'pending' })
        .returning();
      if (!inserted) throw new Error('The withdrawal was not inserted');
      return inserted;
    },

    /** A page of the user's ledger, newest first. */
    async ledgerPage(
      userId: number,
      query: TLedgerPageQuery,
    ): Promise<{ count: number; rows: TLedgerRow[] }> {
      const conditions: SQL[] = [eq(referralLedger.userId, userId)];
      if (query.status) conditions.push(eq(referralLedger.status, query.status));
      if (query.kind) conditions.push(eq(referralLedger.kind, query.kind));
      const where = and(...conditions);
      const [total] = await db.select({ n: count() }).from(referralLedger).where(where);
      const rows = await db
        .select()
        .from(referralLedger)
        .where(where)
        .orderBy(desc(referralLedger.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size);
      return { count: total?.n ?? 0, rows };
    },

    async referralCodeOf(userId: number): Promise<string | null> {
      const [row] = await db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId));
      return row?.code ?? null;
    },

    /** Users who signed up through the user's link. */
    async invitedCount(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(eq(users.referrerId, userId));
      return row?.n ?? 0;
    },

    /** Completed claims credited to the user as referrer. */
    async referredCompletedCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(claims)
        .where(and(eq(claims.referrerId, userId), eq(claims.status, 'completed')));
      return row?.n ?? 0;
    },

    /** The USD volume of the user's completed claims (those without a USD value count nothing). */
    completedVolume,

    /**
     * The course improvement (percent) the user's loyalty level gives now, from the default
     * levels; "0" for a user with no completed volume.
     */
    async loyaltyPercentOf(userId: number, tx: TDbOrTx = db): Promise<string> {
      const volume = await completedVolume(userId, tx);
      return loyaltyOf(volume, DEFAULT_LOYALTY_LEVELS).level.percent;
    },
  };
}

export type TAccountRepo = ReturnType<typeof createAccountRepo>;
