/**
 * Fixed-window rate limits kept in the database, so every process behind a balancer counts the
 * same attempts: one upsert per check.
 */
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';

export interface TRateRule {
  /** e.g. `login:ip` */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** One hit counted: whether it is within the limit, and how long the window has left. */
export interface TRateVerdict {
  allowed: boolean;
  /** Seconds until the window ends and the count starts again (what `Retry-After` says). */
  retryAfterSeconds: number;
}

export function createRateLimiter(db: TDb) {
  /** Counts one hit on `rule` for `subject`, in one upsert. */
  async function take(rule: TRateRule, subject: string): Promise<TRateVerdict> {
    const key = `${rule.name}:${subject}`;
    const window = `${rule.windowSeconds} seconds`;
    const result = await db.execute(sql`
      insert into rate_limits (key, window_start, hits) values (${key}, now(), 1)
      on conflict (key) do update set
        hits = case when rate_limits.window_start <= now() - ${window}::interval then 1 else rate_limits.hits + 1 end,
        window_start = case when rate_limits.window_start <= now() - ${window}::interval then now() else rate_limits.window_start end
      returning hits, ceil(extract(epoch from (window_start + ${window}::interval - now())))::int as "left"`);
    // Both drivers answer `{ rows }`; int4 columns are read as numbers.
    const row = (result as { rows: { hits: number; left: number }[] }).rows[0];
    return { allowed: (row?.hits ?? 0) <= rule.limit, retryAfterSeconds: Math.max(1, row?.left ?? 1) };
  }

  return {
    take,

    /** Counts one hit on `rule` for `subject`; false when the limit of the window is passed. */
    async hit(rule: TRateRule, subject: string): Promise<boolean> {
      return (await take(rule, subject)).allowed;
    },

    /** Forgets old windows (run from a job). */
    async prune(olderThanSeconds = 86_400): Promise<void> {
      await db.execute(
        sql`delete from rate_limits where window_start < now() - ${`${olderThanSeconds} seconds`}::interval`,
      );
    },
  };
}

export type TRateLimiter = ReturnType<typeof createRateLimiter>;
