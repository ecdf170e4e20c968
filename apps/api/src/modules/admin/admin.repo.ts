/**
 * Queries of the operator back office: the claims queue, users and referral withdrawals. Writes
 * that record an operator action take the caller's transaction, so the change and its audit entry
 * are committed together.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { CLAIM_COUNT_CAP } from '@exchanger/core';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { likePattern } from '../../db/like-pattern.js';
import { rowsOf } from '../../db/bulk-insert.js';
import {
  claimDocuments,
  claimEvents,
  claims,
  claimStatusCounts,
  referralLedger,
  users,
} from '../../db/schema.js';

export type TClaimQueueRow = typeof claims.$inferSelect;
export type TStaffUserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'role' | 'activatedAt' | 'blockedAt' | 'createdAt'
> & { claims: number };

export interface TClaimQueueFilter {
  page: number;
  size: number;
  /** Keyset paging: the claims after this position (`CLAIM_CURSOR`); `page` is then left aside. */
  after?: string | undefined;
  status?: string | undefined;
  fromId?: number | undefined;
  toId?: number | undefined;
  /** Inclusive UTC days, `YYYY-MM-DD`. */
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  email?: string | undefined;
  amountMin?: string | undefined;
  amountMax?: string | undefined;
  q?: string | undefined;
}

/** Written out: drizzle leaves columns unqualified in a one-table select, and both have `id`. */
const CLAIMS_OF_USER = sql<number>`(select count(*) from "claims" where "claims"."user_id" = "users"."id")::int`;

const UUID_PREFIX = /^[0-9a-f-]{1,36}$/i;

function claimConditions(f: TClaimQueueFilter): SQL[] {
  const where: SQL[] = [];
  // As `= any(array[…])`, not `=`: see `claimsOrder`.
  if (f.status) where.push(sql`${claims.status} = any(array[${f.status}]::text[])`);
  if (f.fromId) where.push(eq(claims.fromId, f.fromId));
  if (f.toId) where.push(eq(claims.toId, f.toId));
  if (f.dateFrom) where.push(gte(claims.createdAt, sql`${f.dateFrom}::date`));
  if (f.dateTo) where.push(lt(claims.createdAt, sql`${f.dateTo}::date + 1`));
  if (f.email) where.push(ilike(claims.email, likePattern(f.email.toLowerCase())));
  if (f.amountMin) where.push(sql`${claims.fromAmount} >= ${f.amountMin}::numeric`);
  if (f.amountMax) where.push(sql`${claims.fromAmount} <= ${f.amountMax}::numeric`);
  const q = f.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    const anyOf: SQL[] = [
      ilike(claims.email, pattern),
      // A requisite the client entered, on either side (card number, wallet, name…): the very
      // expression of the trigram index `claims_requisites_trgm_idx`.
      sql`(${claims.fromRequisites}::text || ' ' || ${claims.toRequisites}::text) ilike ${pattern}`,
    ];
    // The claim's number or id, by the prefix index `claims_id_text_idx`.
    if (UUID_PREFIX.test(q)) anyOf.push(sql`${claims.id}::text like ${`${q.toLowerCase()}%`}`);
    const match = or(...anyOf);
    if (match) where.push(match);
  }
  return where;
}

/**
 * Newest first. Filtered by status, ordered by the status first too, with the status compared as
 * `= any(…)`, which PostgreSQL does not fold into a constant: only the `(status, created_at, id)`
 * index gives that order. With `status = …` and the order by date alone, the planner may walk the
 * date index back and filter, which it prices by the status's share of all claims: 165 ms at 1M
 * when the newest 100,000 claims hold no completed one (docs/decisions/037-admin-search-by-index.md).
 */
const claimsOrder = (f: TClaimQueueFilter) => [
  ...(f.status ? [desc(claims.status)] : []),
  desc(claims.createdAt),
  desc(claims.id),
];

type TClaimsPage = { count: number; countExact: boolean; rows: TClaimQueueRow[]; next: string | null };

/** A page of the queue and its count, read in `db` (a transaction when searching). */
async function claimsPageIn(db: TDbOrTx, f: TClaimQueueFilter): Promise<TClaimsPage> {
  const conditions = claimConditions(f);
  const [at, id] = f.after?.split('_') ?? [];
  const after =
    at && id ? sql`(${claims.createdAt}, ${claims.id}) < (${at}::timestamptz, ${id}::uuid)` : undefined;
  const found = await db
    .select({
      claim: claims,
      cursor: sql<string>`to_char(${claims.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${claims.id}::text`,
    })
    .from(claims)
    .where(and(...conditions, after))
    .orderBy(...claimsOrder(f))
    .limit(f.size + 1)
    .offset(after ? 0 : (f.page - 1) * f.size);
  const rows = found.slice(0, f.size);
  const next = found.length > f.size ? (rows.at(-1)?.cursor ?? null) : null;
  const byStatusAlone = conditions.length === (f.status ? 1 : 0);
  let total: number;
  let countExact = true;
  if (byStatusAlone) {
    const [counted] = await db
      .select({ n: sql<string>`coalesce(sum(${claimStatusCounts.n}), 0)` })
      .from(claimStatusCounts)
      .where(f.status ? eq(claimStatusCounts.status, f.status) : undefined);
    total = Number(counted?.n ?? 0);
  } else {
    const [counted] = rowsOf(
      await db.execute(
        sql`select count(*)::int as n from (select 1 from ${claims} where ${and(...conditions)} limit ${CLAIM_COUNT_CAP + 1}) capped`,
      ),
    );
    total = Number(counted?.n ?? 0);
    if (total > CLAIM_COUNT_CAP) {
      total = CLAIM_COUNT_CAP;
      countExact = false;
    }
  }
  return { count: total, countExact, rows: rows.map((r) => r.claim), next };
}

export function createAdminRepo(db: TDb) {
  return {
    /**
     * A page of the queue, newest first (docs/decisions/041): after a position (`f.after`, read by
     * the index on `(created_at, id)`, so any depth costs the same) or at `f.page` (an offset, for
     * clients that page by number). `next` is the position of the page's last claim when more
     * follow. The count of the queue by status alone comes from the kept counters; a filtered one
     * stops at `CLAIM_COUNT_CAP`.
     */
    async claimsPage(f: TClaimQueueFilter): Promise<TClaimsPage> {
      // A fragment search reads the trigram indexes even on a small desk: PostgreSQL prices a
      // scan's ILIKE on the requisites cast to text far below its cost (33 ms for 20,000 claims
      // against 4 ms by index), so scans are priced out for these two statements only
      // (docs/decisions/037-admin-search-by-index.md).
      if (!f.q?.trim() && !f.email) return claimsPageIn(db, f);
      return db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return claimsPageIn(tx, f);
      });
    },

    /** Claims an operator has to look at: paid (check the payment) and in verification (kept counters). */
    async waitingCount(): Promise<number> {
      const [row] = await db
        .select({ n: sql<string>`coalesce(sum(${claimStatusCounts.n}), 0)` })
        .from(claimStatusCounts)
        .where(inArray(claimStatusCounts.status, ['paid', 'verification']));
      return Number(row?.n ?? 0);
    },

    async claimEvents(claimId: string) {
      return db
        .select({
          id: claimEvents.id,
          action: claimEvents.action,
          fromStatus: claimEvents.fromStatus,
          toStatus: claimEvents.toStatus,
          actorType: claimEvents.actorType,
          actorId: claimEvents.actorId,
          reason: claimEvents.reason,
          createdAt: claimEvents.createdAt,
          actorEmail: users.email,
        })
        .from(claimEvents)
        .leftJoin(
          users,
          and(eq(claimEvents.actorType, 'operator'), eq(sql`${users.id}::text`, claimEvents.actorId)),
        )
        .where(eq(claimEvents.claimId, claimId))
        .orderBy(asc(claimEvents.id));
    },

    async claimDocuments(claimId: string) {
      return db
        .select()
        .from(claimDocuments)
        .where(eq(claimDocuments.claimId, claimId))
        .orderBy(asc(claimDocuments.createdAt));
    },

    async claimDocument(claimId: string, documentId: string) {
      const [row] = await db
        .select()
        .from(claimDocuments)
        .where(and(eq(claimDocuments.claimId, claimId), eq(claimDocuments.id, documentId)));
      return row ?? null;
    },

    async usersPage(f: {
      page: number;
      size: number;
      q?: string | undefined;
      role?: string | undefined;
      blocked?: boolean | undefined;
    }): Promise<{ count: number; rows: TStaffUserRow[] }> {
      const where: SQL[] = [];
      if (f.q) {
        const byEmail = ilike(users.email, likePattern(f.q.toLowerCase()));
        where.push(/^\d{1,9}$/.test(f.q) ? (or(byEmail, eq(users.id, Number(f.q))) ?? byEmail) : byEmail);
      }
      if (f.role) where.push(eq(users.role, f.role as TStaffUserRow['role']));
      if (f.blocked !== undefined)
        where.push(f.blocked ? isNotNull(users.blockedAt) : isNull(users.blockedAt));
      const condition = and(...where);
      const [total] = await db.select({ n: count() }).from(users).where(condition);
      const rows = await db
        .select({
          id: users.id,
          email: users.email,
          role: users.role,
          activatedAt: users.activatedAt,
          blockedAt: users.blockedAt,
          createdAt: users.createdAt,
          claims: CLAIMS_OF_USER,
        })
        .from(users)
        .where(condition)
        .orderBy(desc(users.id))
        .limit(f.size)
        .offset((f.page - 1) * f.size);
      return { count: total?.n ?? 0, rows };
    },

    async userById(id: number, tx: TDbOrTx = db): Promise<TStaffUserRow | null> {
      const [row] = await tx
        .select({
          id: users.id,
          email: users.email,
          role: users.role,
          activatedAt: users.activatedAt,
          blockedAt: users.blockedAt,
          createdAt: users.createdAt,
          claims: CLAIMS_OF_USER,
        })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    },

    /** Locks the user's row for a change in `tx`; null when there is no such user. */
    async lockUser(tx: TDbOrTx, id: number) {
      const [row] = await tx
        .select({ id: users.id, role: users.role, blockedAt: users.blockedAt })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      return row ?? null;
    },

    async setUser(
      tx: TDbOrTx,
      id: number,
      change: { role?: TStaffUserRow['role']; blocked?: boolean },
    ): Promise<void> {
      await tx
        .update(users)
        .set({
          ...(change.role ? { role: change.role } : {}),
          ...(change.blocked === undefined ? {} : { blockedAt: change.blocked ? sql`now()` : null }),
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id));
    },

    async withdrawalsPage(f: {
      page: number;
      size: number;
      status?: string | undefined;
    }): Promise<{ count: number; rows: (typeof referralLedger.$inferSelect & { email: string })[] }> {
      const where = and(
        eq(referralLedger.kind, 'withdrawal'),
        f.status ? eq(referralLedger.status, f.status as 'pending') : undefined,
      );
      const [total] = await db.select({ n: count() }).from(referralLedger).where(where);
      const rows = await db
        .select({ row: referralLedger, email: users.email })
        .from(referralLedger)
        .innerJoin(users, eq(users.id, referralLedger.userId))
        .where(where)
        .orderBy(desc(referralLedger.id))
        .limit(f.size)
        .offset((f.page - 1) * f.size);
      return { count: total?.n ?? 0, rows: rows.map((r) => ({ ...r.row, email: r.email })) };
    },

    /** Decides a pending withdrawal; false when it is not pending any more (someone decided first). */
    async decideWithdrawal(
      tx: TDbOrTx,
      id: number,
      decision: { status: 'done' | 'rejected'; by: number; reason: string },
    ): Promise<typeof referralLedger.$inferSelect | null> {
      const [row] = await tx
        .update(referralLedger)
        .set({
          status: decision.status,
          decidedAt: sql`now()`,
          decidedBy: decision.by,
          reason: decision.reason,
        })
        .where(
          and(
            eq(referralLedger.id, id),
            eq(referralLedger.kind, 'withdrawal'),
            eq(referralLedger.status, 'pending'),
          ),
        )
        .returning();
      return row ?? null;
    },

    async withdrawalById(id: number, tx: TDbOrTx = db) {
      const [row] = await tx
        .select({ row: referralLedger, email: users.email })
        .from(referralLedger)
        .innerJoin(users, eq(users.id, referralLedger.userId))
        .where(and(eq(referralLedger.id, id), eq(referralLedger.kind, 'withdrawal')));
      return row ? { ...row.row, email: row.email } : null;
    },
  };
}

export type TAdminRepo = ReturnType<typeof createAdminRepo>;
