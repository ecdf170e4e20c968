/**
 * What the server reads about itself for monitoring: the figures `/metrics` exposes from the
 * database at each scrape (claims by status — from the counts the claims' triggers keep, never a
 * scan of the claims — the age of each rate feed's last success, the backlog of the mail and
 * webhook outboxes).
 */
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';

/** What one scrape reads from the database. */
export interface TBusinessFigures {
  claimsByStatus: { status: string; n: number }[];
  feeds: { feedId: string; ageSeconds: number | null }[];
  outbox: { kind: 'mail' | 'webhook'; n: number }[];
  /** Each watched chain's watcher (docs/payments.md); read beside the database's figures. */
  chains?: {
    chain: string;
    tipHeight: number | null;
    height: number | null;
    lag: number | null;
    stalled: boolean;
  }[];
}

/** The rows of a raw query, whether the driver answers them as an array or as `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

export function createSystemRepo(db: TDb) {
  return {
    async businessFigures(): Promise<TBusinessFigures> {
      const claims = rowsOf<{ status: string; n: number }>(
        await db.execute(sql`select status, n::int as n from claim_status_counts where n > 0 order by status`),
      );
      const feeds = rowsOf<{ feedId: string; ageSeconds: number | null }>(
        await db.execute(
          sql`select feed_id as "feedId", extract(epoch from (now() - last_success_at))::float8 as "ageSeconds" from rate_feeds`,
        ),
      );
      const outbox = rowsOf<{ kind: 'mail' | 'webhook'; n: number }>(
        await db.execute(sql`
      select 'mail' as kind, count(*)::int as n from mail_outbox where status = 'pending'
      union all
      select 'webhook' as kind, count(*)::int as n from webhook_deliveries where status = 'pending'`),
      );
      return { claimsByStatus: claims, feeds, outbox };
    },
  };
}

export type TSystemRepo = ReturnType<typeof createSystemRepo>;
