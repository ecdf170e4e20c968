/**
 * The one interface every rate source implements (docs/architecture.md#catalogue, "Rate feeds"): an
 * exchange's public ticker, a central bank's daily rates, … An adapter only fetches and parses;
 * validation, storage, staleness and scheduling are the service's and the job's.
 */

/** One rate as a source reports it: `rate` units of the quote currency per 1 unit of the base. */
export interface TRateQuote {
  /** Base and quote codes run together, upper case: `BTCUSDT`, `USDRUB`. */
  symbol: string;
  /** A plain decimal string (`"64123.45"`), never a JS number. */
  rate: string;
  /** When the source says the rate is from; the fetch time when it says nothing. */
  asOf: Date;
}

export interface TRateFeed {
  /** Stable id stored in `rate_quotes.feed_id` and used in course formulas (`binance:BTCUSDT`). */
  id: string;
  /** Default refresh period. */
  intervalMs: number;
  /** A quote not confirmed by the source for longer than this is stale (see `isQuoteFresh`). */
  ttlMs: number;
  /** Fetches and parses the source; throws (preferably a `RateFeedError`) when it cannot. */
  fetchQuotes(fetchFn: typeof fetch, signal: AbortSignal): Promise<TRateQuote[]>;
}

/** A source answered something we do not accept: an HTTP error, a malformed or empty document. */
export class RateFeedError extends Error {
  constructor(
    readonly feedId: string,
    message: string,
  ) {
    super(`${feedId}: ${message}`);
    this.name = 'RateFeedError';
  }
}

/**
 * GETs `url` and returns the body bytes, refusing an HTTP error status and a body larger than
 * `maxBytes` (a misbehaving source must not exhaust memory).
 */
export async function fetchBytes(
  feedId: string,
  fetchFn: typeof fetch,
  url: string,
  options: { signal: AbortSignal; maxBytes: number; accept: string },
): Promise<Uint8Array> {
  const response = await fetchFn(url, {
    signal: options.signal,
    headers: { accept: options.accept, 'user-agent': 'exchanger-rate-feed/1' },
    redirect: 'follow',
  });
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new RateFeedError(feedId, `HTTP ${response.status} from ${url}`);
  }
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > options.maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new RateFeedError(feedId, `response of ${declared} bytes exceeds ${options.maxBytes}`);
  }
  if (!response.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  // Node's web-stream typings leave the chunk type open; a fetch body yields bytes.
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > options.maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new RateFeedError(feedId, `response exceeds ${options.maxBytes} bytes`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
