/**
 * Rate limits kept in the database, so every process behind a balancer counts the same attempts:
 * one statement per check. Two kinds share the `rate_limits` table, told apart by the key's prefix:
 *
 * - fixed windows (`hit`, `count`, which also says when the window ends): every request counts, `hits` in the window that began at `window_start`;
 * - failure throttles (`take`, `giveBack`, `forgive`; docs/decisions/025-login-limits-sessions-proxies.md):
 *   `hits` counts the failures of a run and `window_start` is when the last slot was taken. The
 *   first `free` failures pass; then each further attempt waits a pause that doubles per failure
 *   (`baseSeconds`, 2×, 4× … up to `maxSeconds`); a day without failures forgets the run (and
 *   `prune` deletes it).
 */
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';

export interface TRateRule {
  /** e.g. `login:ip` */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** A throttle of failed attempts with a pause that grows (docs/decisions/025). */
export interface TFailureRule {
  /** e.g. `login-fail:ip` */
  name: string;
  /** Failures that pass without a pause. */
  free: number;
  /** The pause after the first failure past `free`; it doubles with each further one. */
  baseSeconds: number;
  maxSeconds: number;
}

/** A run of failures is forgotten this long after its last one; `prune` uses the same age. */
export const FAILURE_RUN_SECONDS = 86_400;

/** The doubling stops here: 2^20 × any base is past any sane `maxSeconds`. */
const MAX_DOUBLINGS = 20;

export type TTake = { ok: true } | { ok: false; retryAfterSeconds: number };

/** One hit counted: whether it is within the limit, and how long the window has left. */
export interface TRateVerdict {
  allowed: boolean;
  /** Seconds until the window ends and the count starts again (what `Retry-After` says). */
  retryAfterSeconds: number;
}

export function createRateLimiter(db: TDb) {
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  /** The pause after the last slot of a run of `hits` failures, in seconds (SQL). */
  const pause = (rule: TFailureRule) => sql`
    case when rate_limits.hits < ${rule.free}::int then 0
    else least(${rule.baseSeconds}::float8 * power(2::float8, least(rate_limits.hits - ${rule.free}::int, ${MAX_DOUBLINGS}::int)), ${rule.maxSeconds}::float8)
    end`;

  /** Counts one hit on `rule` for `subject`, in one upsert. */
  async function count(rule: TRateRule, subject: string): Promise<TRateVerdict> {
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
    count,

    /** Counts one hit on `rule` for `subject`; false when the limit of the window is passed. */
    async hit(rule: TRateRule, subject: string): Promise<boolean> {
      return (await count(rule, subject)).allowed;
    },

    /**
     * Takes a slot for an attempt that may fail, before it is checked: the slot counts as a
     * failure until `giveBack` or `forgive` returns it. Refused while the run's pause lasts. One
     * statement (the row is locked by the upsert), so of parallel guesses only as many pass as
     * there are slots. A free slot is taken without comparing times: a parallel statement's
     * `now()` may be earlier than the one it waited for.
     */
    async take(rule: TFailureRule, subject: string): Promise<TTake> {
      const key = `${rule.name}:${subject}`;
      const run = `${FAILURE_RUN_SECONDS} seconds`;
      const taken = await db.execute(sql`
        insert into rate_limits (key, window_start, hits) values (${key}, now(), 1)
        on conflict (key) do update set
          hits = case when rate_limits.window_start <= now() - ${run}::interval then 1 else rate_limits.hits + 1 end,
          window_start = now()
        where rate_limits.hits < ${rule.free}::int
          or rate_limits.window_start <= now() - ${run}::interval
          or rate_limits.window_start + (${pause(rule)}) * interval '1 second' <= now()
        returning hits`);
      if (rowsOf(taken).length) return { ok: true };
      const waiting = await db.execute(sql`
        select ceil(extract(epoch from (rate_limits.window_start + (${pause(rule)}) * interval '1 second' - now())))::int as wait
        from rate_limits where key = ${key}`);
      const wait = Number(rowsOf<{ wait: number | string }>(waiting)[0]?.wait ?? 1);
      return { ok: false, retryAfterSeconds: Math.max(1, wait) };
    },

    /**
     * Returns `count` slots (or hits of a window) of `subject`: a success, or an attempt that was no
     * guess.
     */
    async giveBack(rule: Pick<TFailureRule | TRateRule, 'name'>, subject: string, count = 1): Promise<void> {
      if (count < 1) return;
      await db.execute(sql`
        update rate_limits set hits = greatest(hits - ${count}::int, 0)
        where key = ${`${rule.name}:${subject}`}`);
    },

    /** Forgets the run of `subject` (a success); answers how many slots it held. */
    async forgive(rule: TFailureRule, subject: string): Promise<number> {
      const result = await db.execute(sql`
        delete from rate_limits where key = ${`${rule.name}:${subject}`} returning hits`);
      return rowsOf<{ hits: number }>(result)[0]?.hits ?? 0;
    },

    /** Forgets old windows and runs (run from a job). */
    async prune(olderThanSeconds = FAILURE_RUN_SECONDS): Promise<void> {
      await db.execute(
        sql`delete from rate_limits where window_start < now() - ${`${olderThanSeconds} seconds`}::interval`,
      );
    },
  };
}

export type TRateLimiter = ReturnType<typeof createRateLimiter>;
