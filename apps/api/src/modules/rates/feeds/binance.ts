/**
 * Binance spot prices from the public REST ticker (no key): `GET /api/v3/ticker/price` answers
 * `[{"symbol":"BTCUSDT","price":"64123.45000000"}, …]` for every listed pair (~3 000, weight 4).
 * Prices are JSON strings and stay strings here: parsed by pattern, normalised with big.js.
 */
import { dec, toPlainString } from '@exchanger/core';
import { fetchBytes, RateFeedError, type TRateFeed, type TRateQuote } from './feed.js';

export const BINANCE_FEED_ID = 'binance';

/**
 * Pairs kept by default. Binance no longer lists RUB pairs (USDTRUB, BTCRUB… were delisted on
 * 30 January 2024) nor Monero (XMRUSDT, 20 February 2024): roubles come from the CBR feed
 * (`binance:BTCUSDT*cbr:USDRUB`), and XMR needs another source.
 */
export const BINANCE_DEFAULT_SYMBOLS: readonly string[] = [
  'BTCUSDT',
  'ETHUSDT',
  'LTCUSDT',
  'TONUSDT',
  'TRXUSDT',
  'BNBUSDT',
  'SOLUSDT',
  'XRPUSDT',
  'DOGEUSDT',
  'USDCUSDT',
];

/** `api.binance.com` answers HTTP 451 in some countries; `https://data-api.binance.vision` serves the same market data. */
export const BINANCE_DEFAULT_BASE_URL = 'https://api.binance.com';

const PRICE = /^\d{1,30}(\.\d{1,30})?$/;
const MAX_BYTES = 8 * 1024 * 1024;

export interface TBinanceFeedOptions {
  symbols?: readonly string[];
  baseUrl?: string;
  intervalMs?: number;
  ttlMs?: number;
  /** The fetch time becomes each quote's `asOf` (the ticker carries no time). */
  now?: () => Date;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Parses the ticker body and keeps `symbols` only. Configured symbols missing from the answer
 * are left out (their stored quotes then go stale); none of them present is an error.
 */
export function parseBinanceTicker(body: string, symbols: readonly string[], asOf: Date): TRateQuote[] {
  const fail = (message: string) => new RateFeedError(BINANCE_FEED_ID, message);
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    throw fail('the ticker is not JSON');
  }
  if (!Array.isArray(data)) {
    const detail = isRecord(data) && typeof data.msg === 'string' ? `: ${data.msg.slice(0, 200)}` : '';
    throw fail(`the ticker is not an array${detail}`);
  }
  const wanted = new Set(symbols);
  const found = new Map<string, TRateQuote>();
  for (const [index, item] of data.entries()) {
    if (!isRecord(item) || typeof item.symbol !== 'string') throw fail(`ticker entry ${index} has no symbol`);
    if (!wanted.has(item.symbol)) continue;
    if (found.has(item.symbol)) throw fail(`${item.symbol} appears twice in the ticker`);
    if (typeof item.price !== 'string' || !PRICE.test(item.price)) {
      throw fail(`${item.symbol} has a malformed price: ${String(item.price).slice(0, 40)}`);
    }
    found.set(item.symbol, { symbol: item.symbol, rate: toPlainString(dec(item.price)), asOf });
  }
  if (found.size === 0) throw fail(`none of the configured symbols (${symbols.join(', ')}) is in the ticker`);
  return symbols.flatMap((symbol) => found.get(symbol) ?? []);
}

export function createBinanceFeed(options: TBinanceFeedOptions = {}): TRateFeed {
  const symbols = options.symbols ?? BINANCE_DEFAULT_SYMBOLS;
  const url = `${(options.baseUrl ?? BINANCE_DEFAULT_BASE_URL).replace(/\/+$/, '')}/api/v3/ticker/price`;
  const now = options.now ?? (() => new Date());
  return {
    id: BINANCE_FEED_ID,
    intervalMs: options.intervalMs ?? 30_000,
    ttlMs: options.ttlMs ?? 5 * 60_000,
    async fetchQuotes(fetchFn, signal) {
      const fetchedAt = now();
      const bytes = await fetchBytes(BINANCE_FEED_ID, fetchFn, url, {
        signal,
        maxBytes: MAX_BYTES,
        accept: 'application/json',
      });
      return parseBinanceTicker(new TextDecoder('utf-8').decode(bytes), symbols, fetchedAt);
    },
  };
}
