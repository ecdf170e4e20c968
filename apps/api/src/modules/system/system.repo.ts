/**
 * What the server reads about itself for monitoring: the figures `/metrics` exposes from the
 * database at each scrape (claims by status — from the counts the claims' triggers keep, never a
 * scan of the claims — the age of each rate feed's last success, the backlog of the mail and
 * webhook outboxes).
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/bulk-insert.js';
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

export function createSystemRepo(db: TDb) {
  return {
    async businessFigures(): Promise<TBusinessFigures> {
      // Three small reads at once (a pool runs them side by side): the claim counts are kept by
      // triggers, so no read here grows with the claims (docs/decisions/037).
      const [claimRows, feedRows, outboxRows] = await Promise.all([
        db.execute(sql`select status, n::int as n from claim_status_counts where n > 0 order by status`),
        db.execute(
          sql`select feed_id as "feedId", extract(epoch from (now() - last_success_at))::float8 as "ageSeconds" from rate_feeds`,
        ),
        db.execute(sql`
      select 'mail' as kind, count(*)::int as n from mail_outbox where status = 'pending'
      union all
      select 'webhook' as kind, count(*)::int as n from webhook_deliveries where status = 'pending'`),
      ]);
      const claims = rowsOf<{ status: string; n: number }>(claimRows);
      const feeds = rowsOf<{ feedId: string; ageSeconds: number | null }>(feedRows);
      const outbox = rowsOf<{ kind: 'mail' | 'webhook'; n: number }>(outboxRows);
      return { claimsByStatus: claims, feeds, outbox };
    },
  };
}

export type TSystemRepo = ReturnType<typeof createSystemRepo>;
