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

export function createRateLimiter(db: TDb) {
  return {
    /** Counts one hit on `rule` for `subject`; false when the limit of the window is passed. */
    async hit(rule: TRateRule, subject: string): Promise<boolean> {
      const key = `${rule.name}:${subject}`;
      const window = `${rule.windowSeconds} seconds`;
      const result = await db.execute(sql`
        insert into rate_limits (key, window_start, hits) values (${key}, now(), 1)
        on conflict (key) do update set
          hits = case when rate_limits.window_start <= now() - ${window}::interval then 1 else rate_limits.hits + 1 end,
          window_start = case when rate_limits.window_start <= now() - ${window}::interval then now() else rate_limits.window_start end
        returning hits`);
      // Both drivers answer `{ rows }`; `hits` is an int4, read as a number.
      const hits = (result as { rows: { hits: number }[] }).rows[0]?.hits ?? 0;
      return hits <= rule.limit;
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
