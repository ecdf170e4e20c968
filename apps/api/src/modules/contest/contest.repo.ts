/**
 * The contest leaderboard, summed by the database in exact `numeric`: completed claims whose
 * completion (the `completed` event of the claim's log) falls in the period, by participant — a
 * registered user's e-mail, or the claim's e-mail for a guest — by their dollar value at creation.
 */
import { and, asc, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.js';
import { claimEvents, claims, users } from '../../db/schema.js';

export interface TLeaderRow {
  email: string;
  /** Sum of `usd_value`, as the database prints it. */
  volume: string;
  claims: number;
}

export function createContestRepo(db: TDbOrTx) {
  return {
    /** The `limit` biggest volumes completed in [from, to); a tie goes to whoever got there first. */
    async leaders(period: { from: Date; to: Date }, limit: number): Promise<TLeaderRow[]> {
      const participant = sql<string>`lower(coalesce(${users.email}, ${claims.email}))`;
      const volume = sql<string>`sum(${claims.usdValue})`;
      return db
        .select({
          email: participant,
          volume: sql<string>`${volume}::text`,
          claims: sql<number>`count(*)::int`,
        })
        .from(claims)
        .innerJoin(
          claimEvents,
          and(eq(claimEvents.claimId, claims.id), eq(claimEvents.toStatus, 'completed')),
        )
        .leftJoin(users, eq(users.id, claims.userId))
        .where(
          and(
            eq(claims.status, 'completed'),
            isNotNull(claims.usdValue),
            gte(claimEvents.createdAt, period.from),
            lt(claimEvents.createdAt, period.to),
          ),
        )
        .groupBy(participant)
        .orderBy(desc(volume), asc(sql`max(${claimEvents.createdAt})`), asc(participant))
        .limit(limit);
    },
  };
}

export type TContestRepo = ReturnType<typeof createContestRepo>;
