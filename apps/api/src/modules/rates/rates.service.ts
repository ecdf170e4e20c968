/**
 * Refreshing rate feeds: fetch under a time limit, validate each quote, store, and write down
 * every failure in `rate_feeds` instead of throwing — a broken source must never break the
 * caller (the refresh job); its quotes simply age until they are stale.
 */
import type { TDbOrTx } from '../../db/client.js';
import { RateFeedError, type TRateFeed, type TRateQuote } from './feeds/feed.js';
import { isQuoteFresh, republishMs } from './rate-freshness.js';
import type { TRatesRepo } from './rates.repo.js';

/** `BTCUSDT`, `USDRUB`: what `rate_quotes.symbol` and course formulas accept. */
export const SYMBOL_PATTERN = /^[A-Z0-9]{2,20}$/;
/** Plain decimal that fits `numeric(38, 18)`: at most 20 integer digits and 18 decimals. */
export const RATE_PATTERN = /^(0|[1-9]\d{0,19})(\.\d{1,18})?$/;
/** A source date further ahead than this is garbage (the CBR dates a document at most a few days ahead). */
const MAX_FUTURE_AS_OF_MS = 7 * 24 * 3_600_000;
const MAX_ERROR_LENGTH = 500;

export interface TRejectedQuote {
  symbol: string;
  reason: string;
}

export type TRefreshResult =
  | {
      feedId: string;
      status: 'ok';
      /** Quotes the source gave. */
      received: number;
      /** Symbols whose stored row changed (new, moved, or republished). */
      written: string[];
      /** Symbols ignored because the stored quote is from a later `asOf` (a stale mirror, say). */
      outdated: string[];
      rejected: TRejectedQuote[];
      versionBumped: boolean;
    }
  | { feedId: string; status: 'failed'; error: string };

export interface TFeedHealth {
  feedId: string;
  intervalMs: number;
  ttlMs: number;
  lastSuccessAt: Date | null;
  lastErrorAt: Date | null;
  lastError: string | null;
  /** No successful refresh within the feed's TTL: its quotes are (or are about to be) unusable. */
  isStale: boolean;
}

export interface TRatesServiceDeps {
  repo: TRatesRepo;
  feeds: readonly TRateFeed[];
  fetchFn?: typeof fetch;
  now?: () => Date;
  /** Budget for one fetch-and-parse. Default 10 s. */
  timeoutMs?: number;
}

/** Why `quote` cannot be stored, or null when it can. */
export function checkQuote(quote: TRateQuote, now: Date): string | null {
  if (!SYMBOL_PATTERN.test(quote.symbol)) return 'symbol must be 2–20 of A–Z, 0–9';
  if (!RATE_PATTERN.test(quote.rate))
    return 'rate must be a plain decimal (≤ 20 integer digits, ≤ 18 decimals)';
  if (/^[0.]+$/.test(quote.rate)) return 'rate must be positive';
  const asOf = quote.asOf.getTime();
  if (!Number.isFinite(asOf)) return 'asOf is not a date';
  if (asOf > now.getTime() + MAX_FUTURE_AS_OF_MS) return 'asOf is too far in the future';
  return null;
}

export function describeError(error: unknown): string {
  let text: string;
  if (error instanceof RateFeedError) text = error.message;
  else if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    text = `${error.name}: ${error.message}${cause}`;
  } else text = String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}

export function createRatesService(deps: TRatesServiceDeps) {
  const { repo } = deps;
  const fetchFn = deps.fetchFn ?? fetch;
  const now = deps.now ?? (() => new Date());
  const timeoutMs = deps.timeoutMs ?? 10_000;
  const feedsById = new Map(deps.feeds.map((feed) => [feed.id, feed]));

  /** Runs the adapter with an abort signal and gives up at the deadline even if it ignores the signal. */
  async function fetchWithDeadline(feed: TRateFeed): Promise<TRateQuote[]> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        const error = new RateFeedError(feed.id, `no answer within ${timeoutMs} ms`);
        controller.abort(error);
        reject(error);
      }, timeoutMs);
      timer.unref();
    });
    try {
      return await Promise.race([feed.fetchQuotes(fetchFn, controller.signal), deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  function validate(
    quotes: readonly TRateQuote[],
    at: Date,
  ): { valid: TRateQuote[]; rejected: TRejectedQuote[] } {
    const valid: TRateQuote[] = [];
    const rejected: TRejectedQuote[] = [];
    const seen = new Set<string>();
    for (const quote of quotes) {
      const reason = seen.has(quote.symbol) ? 'duplicate symbol' : checkQuote(quote, at);
      if (reason === null) {
        seen.add(quote.symbol);
        valid.push(quote);
      } else {
        rejected.push({ symbol: quote.symbol.slice(0, 40), reason });
      }
    }
    return { valid, rejected };
  }

  async function fail(feedId: string, message: string, tx: TDbOrTx | undefined): Promise<TRefreshResult> {
    const prefixed = message.startsWith(`${feedId}: `) ? message : `${feedId}: ${message}`;
    const error =
      prefixed.length > MAX_ERROR_LENGTH ? `${prefixed.slice(0, MAX_ERROR_LENGTH - 1)}…` : prefixed;
    try {
      await repo.recordFailure(feedId, now(), error, tx);
    } catch {
      // The database is gone too; the caller learns it from the result and retries next time.
    }
    return { feedId, status: 'failed', error };
  }

  return {
    feeds: deps.feeds,

    /**
     * Fetches, validates and stores one feed. Never throws for a source or database failure:
     * it records the failure and answers `status: 'failed'`. Invalid quotes are dropped and
     * reported (and recorded as the feed's last error); none valid at all is a failure.
     * `tx`: run the writes inside the caller's transaction (the refresh job's advisory lock).
     */
    async refreshFeed(feedId: string, options: { tx?: TDbOrTx } = {}): Promise<TRefreshResult> {
      const feed = feedsById.get(feedId);
      if (!feed) throw new Error(`Unknown rate feed: ${feedId}`);
      let quotes: TRateQuote[];
      try {
        quotes = await fetchWithDeadline(feed);
      } catch (error) {
        return fail(feedId, describeError(error), options.tx);
      }
      const fetchedAt = now();
      const { valid, rejected } = validate(quotes, fetchedAt);
      const rejectedText = rejected.map((r) => `${r.symbol}: ${r.reason}`).join('; ');
      if (valid.length === 0) {
        return fail(feedId, `no valid quotes${rejectedText ? ` (${rejectedText})` : ''}`, options.tx);
      }
      try {
        const stored = await repo.storeQuotes(
          feedId,
          valid,
          {
            fetchedAt,
            republishMs: republishMs(feed),
            warning:
              rejected.length > 0 ? `${feedId}: rejected ${rejected.length} quote(s): ${rejectedText}` : null,
          },
          options.tx,
        );
        return {
          feedId,
          status: 'ok',
          received: quotes.length,
          written: stored.written,
          outdated: stored.outdated,
          rejected,
          versionBumped: stored.versionBumped,
        };
      } catch (error) {
        return fail(feedId, `storing quotes failed: ${describeError(error)}`, options.tx);
      }
    },

    /** Per configured feed: last success, last error, and whether it is stale now. */
    async health(): Promise<TFeedHealth[]> {
      const rows = new Map((await repo.listFeedHealth()).map((row) => [row.feedId, row]));
      const at = now();
      return deps.feeds.map((feed) => {
        const row = rows.get(feed.id);
        const lastSuccessAt = row?.lastSuccessAt ?? null;
        return {
          feedId: feed.id,
          intervalMs: feed.intervalMs,
          ttlMs: feed.ttlMs,
          lastSuccessAt,
          lastErrorAt: row?.lastErrorAt ?? null,
          lastError: row?.lastError ?? null,
          isStale: lastSuccessAt === null || !isQuoteFresh({ fetchedAt: lastSuccessAt }, feed, at),
        };
      });
    },
  };
}

export type TRatesService = ReturnType<typeof createRatesService>;
