import { and, eq, inArray, sql } from 'drizzle-orm';
import { dec, toPlainString } from '@exchanger/core';
import type { TDbOrTx } from '../../db/client.js';
import { catalogueState, rateFeeds, rateQuotes } from '../../db/schema.js';
import type { TRateQuote } from './feeds/feed.js';

/** A quote as stored: the latest rate of one symbol of one feed. */
export interface TStoredQuote {
  feedId: string;
  symbol: string;
  /** Plain decimal string, trailing zeros stripped. */
  rate: string;
  asOf: Date;
  /** Last republish of a rate the source confirmed (see `rate-freshness.ts`). */
  fetchedAt: Date;
}

export interface TFeedHealthRow {
  feedId: string;
  lastSuccessAt: Date | null;
  lastErrorAt: Date | null;
  lastError: string | null;
}

export interface TStoreResult {
  /** Symbols whose row was inserted or rewritten. */
  written: string[];
  /** Symbols ignored because the stored quote is from a later `asOf` than the one offered. */
  outdated: string[];
  /** Whether `catalogue_state.version` moved (exactly once when anything was written). */
  versionBumped: boolean;
}

/** Any constant of ours, distinct from the migration lock (two-key advisory locks have their own key space). */
const FEED_LOCK_CLASS = 727_274_002;

function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows = (result as { rows?: unknown } | null)?.rows;
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
}

/** Quotes and health of the rate feeds; every write that changes a price bumps the catalogue version. */
export function createRatesRepo(db: TDbOrTx) {
  async function markSuccess(tx: TDbOrTx, feedId: string, at: Date, warning: string | null): Promise<void> {
    const set =
      warning === null ? { lastSuccessAt: at } : { lastSuccessAt: at, lastErrorAt: at, lastError: warning };
    await tx
      .insert(rateFeeds)
      .values({ feedId, ...set })
      .onConflictDoUpdate({ target: rateFeeds.feedId, set });
  }

  return {
    /**
     * Stores a feed's fresh quotes in one transaction and records the success (with `warning`,
     * e.g. rejected quotes, as the last error when given). A quote is written when it is new,
     * its rate differs, its `asOf` moved forward by `republishMs` or more, or the stored
     * `fetchedAt` is `republishMs` old (the republish that keeps freshness visible to every
     * process); a quote older than the stored one is ignored. The catalogue version is bumped
     * once when anything was written, so an identical refresh costs no snapshot rebuild.
     */
    async storeQuotes(
      feedId: string,
      quotes: readonly TRateQuote[],
      options: { fetchedAt: Date; republishMs: number; warning?: string | null },
      tx: TDbOrTx = db,
    ): Promise<TStoreResult> {
      const { fetchedAt, republishMs } = options;
      return tx.transaction(async (t) => {
        const symbols = quotes.map((q) => q.symbol);
        const existing =
          symbols.length === 0
            ? []
            : await t
                .select()
                .from(rateQuotes)
                .where(and(eq(rateQuotes.feedId, feedId), inArray(rateQuotes.symbol, symbols)))
                // One lock order for every writer, so two concurrent refreshes cannot deadlock.
                .orderBy(rateQuotes.symbol)
                .for('update');
        const bySymbol = new Map(existing.map((row) => [row.symbol, row]));
        const writes: (typeof rateQuotes.$inferInsert)[] = [];
        const outdated: string[] = [];
        for (const quote of quotes) {
          const row = bySymbol.get(quote.symbol);
          if (row && quote.asOf.getTime() < row.asOf.getTime()) {
            outdated.push(quote.symbol);
            continue;
          }
          const isDue =
            !row ||
            !dec(row.rate).eq(dec(quote.rate)) ||
            quote.asOf.getTime() - row.asOf.getTime() >= republishMs ||
            fetchedAt.getTime() - row.fetchedAt.getTime() >= republishMs;
          if (isDue)
            writes.push({ feedId, symbol: quote.symbol, rate: quote.rate, asOf: quote.asOf, fetchedAt });
        }
        if (writes.length > 0) {
          writes.sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
          await t
            .insert(rateQuotes)
            .values(writes)
            .onConflictDoUpdate({
              target: [rateQuotes.feedId, rateQuotes.symbol],
              set: {
                rate: sql`excluded.rate`,
                asOf: sql`excluded.as_of`,
                fetchedAt: sql`excluded.fetched_at`,
              },
            });
          await t
            .insert(catalogueState)
            .values({ id: 1 })
            .onConflictDoUpdate({
              target: catalogueState.id,
              set: { version: sql`${catalogueState.version} + 1`, changedAt: sql`now()` },
            });
        }
        await markSuccess(t, feedId, fetchedAt, options.warning ?? null);
        return { written: writes.map((w) => w.symbol), outdated, versionBumped: writes.length > 0 };
      });
    },

    /** Records a failed refresh; the stored quotes stay as they were (and age towards stale). */
    async recordFailure(feedId: string, at: Date, message: string, tx: TDbOrTx = db): Promise<void> {
      const set = { lastErrorAt: at, lastError: message };
      await tx
        .insert(rateFeeds)
        .values({ feedId, ...set })
        .onConflictDoUpdate({ target: rateFeeds.feedId, set });
    },

    /** All stored quotes (or one feed's), ordered by feed and symbol. */
    async listQuotes(feedId?: string, tx: TDbOrTx = db): Promise<TStoredQuote[]> {
      const rows = await tx
        .select({
          feedId: rateQuotes.feedId,
          symbol: rateQuotes.symbol,
          rate: rateQuotes.rate,
          asOf: rateQuotes.asOf,
          fetchedAt: rateQuotes.fetchedAt,
        })
        .from(rateQuotes)
        .where(feedId === undefined ? undefined : eq(rateQuotes.feedId, feedId))
        .orderBy(rateQuotes.feedId, rateQuotes.symbol);
      return rows.map((row) => ({ ...row, rate: toPlainString(dec(row.rate)) }));
    },

    async listFeedHealth(tx: TDbOrTx = db): Promise<TFeedHealthRow[]> {
      return tx.select().from(rateFeeds).orderBy(rateFeeds.feedId);
    },

    async findFeedHealth(feedId: string, tx: TDbOrTx = db): Promise<TFeedHealthRow | null> {
      const rows = await tx.select().from(rateFeeds).where(eq(rateFeeds.feedId, feedId));
      return rows[0] ?? null;
    },

    async catalogueVersion(tx: TDbOrTx = db): Promise<number> {
      const rows = await tx
        .select({ version: catalogueState.version })
        .from(catalogueState)
        .where(eq(catalogueState.id, 1));
      return rows[0]?.version ?? 0;
    },

    /**
     * PostgreSQL only: takes the feed's transaction-scoped advisory lock if free (released at the
     * end of `tx`), so one process of many refreshes a feed at a time. The key includes the
     * schema, so installations (and test runs) sharing a database do not block each other.
     */
    async tryLockFeed(feedId: string, tx: TDbOrTx): Promise<boolean> {
      const result = await tx.execute(
        sql`select pg_try_advisory_xact_lock(${FEED_LOCK_CLASS}, hashtext(current_schema() || '/rates/' || ${feedId})) as locked`,
      );
      return rowsOf(result)[0]?.locked === true;
    },
  };
}

export type TRatesRepo = ReturnType<typeof createRatesRepo>;
