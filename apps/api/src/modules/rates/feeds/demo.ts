/**
 * Demo replay of the real feeds, for the demo catalogue on a machine with no network (the
 * embedded default, `RATE_FEEDS=demo`): the same feed ids and symbols as `binance` and `cbr`, with
 * rates recorded from their public answers, confirmed afresh at every refresh. Directions priced
 * from them behave exactly as in production — including going unavailable if the job stops —
 * and switching to live sources is `RATE_FEEDS=live`, no catalogue change.
 */
import { BINANCE_FEED_ID } from './binance.js';
import { CBR_FEED_ID } from './cbr.js';
import type { TRateFeed, TRateQuote } from './feed.js';

/** Recorded rates (Binance ticker, CBR daily XML); see test/fixtures/rates/. */
export const DEMO_RATES: Record<string, Record<string, string>> = {
  [BINANCE_FEED_ID]: {
    BTCUSDT: '64123.45',
    ETHUSDT: '2296.51',
    LTCUSDT: '87.14',
    TONUSDT: '5.413',
    TRXUSDT: '0.16031',
    USDCUSDT: '1',
  },
  [CBR_FEED_ID]: { USDRUB: '81.2345', EURRUB: '94.1102', CNYRUB: '11.2468' },
};

function replay(id: string, intervalMs: number, ttlMs: number): TRateFeed {
  return {
    id,
    intervalMs,
    ttlMs,
    fetchQuotes: () => {
      const asOf = new Date();
      const quotes: TRateQuote[] = Object.entries(DEMO_RATES[id] ?? {}).map(([symbol, rate]) => ({
        symbol,
        rate,
        asOf,
      }));
      return Promise.resolve(quotes);
    },
  };
}

export function createDemoFeeds(): TRateFeed[] {
  return [replay(BINANCE_FEED_ID, 60_000, 5 * 60_000), replay(CBR_FEED_ID, 3_600_000, 36 * 3_600_000)];
}
