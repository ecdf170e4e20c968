import { dec, formatAmount, roundTo, type TShopStatistics } from '@exchanger/core';
import type { TMerchantDeps } from '../deps.js';
import { ownShop } from '../shops/own-shop.js';
import { currencyCode } from '../views.js';

const DAY_MS = 86_400_000;

/**
 * `GET /users/me/shop/statistics/`: per UTC day of the last `days` (today included), invoices
 * created and sales credited with their sum; the totals with the conversion (paid ÷ created, in
 * percent, two decimals rounded half up); and the currencies buyers paid with, most used first.
 */
export async function getStatistics(
  deps: Pick<TMerchantDeps, 'repo' | 'ledger' | 'catalogue' | 'now'>,
  userId: number,
  days: number,
): Promise<TShopStatistics> {
  const shop = await ownShop(deps, userId);
  const today = deps.now();
  const start = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (days - 1)),
  );
  const { created, paid } = await deps.ledger.dailyFigures(shop.id, start);
  const createdBy = new Map(created.map((r) => [r.day, r.n]));
  const paidBy = new Map(paid.map((r) => [r.day, r]));
  const series = Array.from({ length: days }, (_, i) => {
    const day = new Date(start.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    const p = paidBy.get(day);
    return {
      day,
      invoices: createdBy.get(day) ?? 0,
      paid: p?.n ?? 0,
      volume: formatAmount(p?.volume ?? '0'),
    };
  });
  const invoicesTotal = series.reduce((n, d) => n + d.invoices, 0);
  const paidTotal = series.reduce((n, d) => n + d.paid, 0);
  const volume = series.reduce((sum, d) => sum.plus(dec(d.volume)), dec(0));
  const top = await deps.ledger.topCurrencies(shop.id, start);
  return {
    currency: currencyCode(deps, shop.payoutCurrencyId),
    days: series,
    totals: {
      invoices: invoicesTotal,
      paid: paidTotal,
      volume: formatAmount(volume),
      conversion: invoicesTotal
        ? formatAmount(roundTo(dec(paidTotal).times(100).div(invoicesTotal), 2, 'halfUp'))
        : '0',
    },
    topCurrencies: top.map((r) => ({
      currency: currencyCode(deps, r.currencyId),
      count: r.count,
      volume: formatAmount(r.volume),
    })),
  };
}
