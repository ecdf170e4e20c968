/**
 * Test data: the demo catalogue plus rate quotes as of now, so feed directions are live.
 */
import { sql } from 'drizzle-orm';
import { rateQuotes } from '../src/db/schema.js';
import { seedDemoData } from '../src/modules/catalogue/catalogue.seed.js';
import type { TTestApp } from './helpers.js';

export const TEST_RATES: Record<string, string> = {
  'binance:BTCUSDT': '64000',
  'binance:ETHUSDT': '3200',
  'binance:LTCUSDT': '80',
  'binance:TONUSDT': '5.5',
  'binance:XMRUSDT': '160',
  'binance:TRXUSDT': '0.12',
  'cbr:USDRUB': '80',
  'cbr:EURRUB': '92',
};

/** Seeds the demo catalogue and the rates (as of `asOf`), then reloads the snapshot. */
export async function seedCatalogue(t: TTestApp, asOf: Date = new Date()): Promise<void> {
  await seedDemoData(t.database.db);
  await setRates(t, TEST_RATES, asOf);
}

export async function setRates(t: TTestApp, rates: Record<string, string>, asOf: Date): Promise<void> {
  for (const [key, rate] of Object.entries(rates)) {
    const [feedId, symbol] = key.split(':') as [string, string];
    await t.database.db
      .insert(rateQuotes)
      .values({ feedId, symbol, rate, asOf, fetchedAt: asOf })
      .onConflictDoUpdate({
        target: [rateQuotes.feedId, rateQuotes.symbol],
        set: { rate, asOf, fetchedAt: asOf },
      });
  }
  await t.database.db.execute(sql`update catalogue_state set version = version + 1`);
  await t.app.services.catalogue.reload();
}

const DEMO_CODES = [
  'BTC',
  'ETH',
  'USDTTRC20',
  'USDTERC20',
  'LTC',
  'TON',
  'XMR',
  'TRX',
  'SBERRUB',
  'TCSBRUB',
  'ACRUB',
  'CARDRUB',
  'SBPRUB',
  'YAMRUB',
  'PRUSD',
  'CARDUSD',
  'CARDEUR',
  'CASHRUB',
  'CASHUSD',
] as const;
export type TDemoCode = (typeof DEMO_CODES)[number];

/** Ids of the demo currencies by code. */
export function ids(t: TTestApp): Record<TDemoCode, number> {
  const byCode = t.app.services.catalogue.snapshot().currenciesByCode;
  return Object.fromEntries(
    DEMO_CODES.map((code) => {
      const currency = byCode.get(code);
      if (!currency) throw new Error(`The demo catalogue has no ${code}`);
      return [code, currency.id];
    }),
  ) as Record<TDemoCode, number>;
}
