import { createBinanceFeed } from './binance.js';
import { createCbrFeed } from './cbr.js';
import type { TRateFeed } from './feed.js';

export * from './feed.js';
export * from './binance.js';
export * from './cbr.js';

/** The feeds a server runs: crypto prices in USDT from Binance, rouble rates from the CBR. */
export function createDefaultFeeds(): TRateFeed[] {
  return [createBinanceFeed(), createCbrFeed()];
}
export * from './demo.js';
