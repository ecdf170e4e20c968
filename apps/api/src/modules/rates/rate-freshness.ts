/**
 * When a stored quote may still price a direction: never silently stale — a stale quote prices
 * nothing (docs/architecture.md#catalogue, "Rate feeds").
 *
 * A quote is fresh while the source confirmed it less than the feed's TTL ago. The clock is the
 * row's `fetched_at`, not `as_of`: the CBR's document of Saturday is still the official rate on
 * Sunday evening, and a Binance price that did not move is as good as one that did.
 *
 * `fetched_at` is republished (with a catalogue version bump) at least every `republishMs` while
 * the source keeps confirming the rate, even when nothing else changed, so the value every
 * process holds in its snapshot is never older than `republishMs` + one refresh interval while
 * the feed is healthy; when the feed stops, its quotes go stale at most one TTL after the last
 * republish — possibly earlier than one TTL after the last fetch, never later.
 */
import type { TRateFeed } from './feeds/feed.js';

export interface TFreshnessQuote {
  /** Last time the source confirmed this rate (`rate_quotes.fetched_at`). */
  fetchedAt: Date;
}

/** How often an unchanged quote is republished: half the TTL. */
export function republishMs(feed: Pick<TRateFeed, 'ttlMs'>): number {
  return Math.floor(feed.ttlMs / 2);
}

/** The instant (ms since the epoch) from which `quote` is stale. */
export function quoteStaleAt(quote: TFreshnessQuote, feed: Pick<TRateFeed, 'ttlMs'>): number {
  return quote.fetchedAt.getTime() + feed.ttlMs;
}

/** True while `quote` may price a direction: confirmed by its source no longer than `feed.ttlMs` ago. */
export function isQuoteFresh(
  quote: TFreshnessQuote,
  feed: Pick<TRateFeed, 'ttlMs'>,
  now: Date | number,
): boolean {
  const at = typeof now === 'number' ? now : now.getTime();
  return at < quoteStaleAt(quote, feed);
}
