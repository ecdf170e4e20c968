import type { TAdminCurrency, TAdminCurrencyPage, TLocale, ZAdminCurrencyPageQuery } from '@exchanger/core';
import type { z } from 'zod';
import type { TCatalogueRepo } from '../../catalogue/index.js';
import { currencySummary } from './currency-view.js';

/** Currencies with their reserve, held and available amounts. */
export async function listCurrencies(
  deps: { repo: Pick<TCatalogueRepo, 'currencies'> },
  locale: TLocale,
): Promise<TAdminCurrency[]> {
  const rows = await deps.repo.currencies();
  return rows.map((r) => currencySummary(r, locale));
}

/**
 * A page of currencies in their order on the site, narrowed by `q` (code, ticker or name in either
 * language) and state. Read whole and cut here: an exchanger keeps tens of currencies, a few hundred
 * at most, so the table is smaller than any index would save.
 */
export async function pageCurrencies(
  deps: { repo: Pick<TCatalogueRepo, 'currencies'> },
  locale: TLocale,
  query: z.output<typeof ZAdminCurrencyPageQuery>,
): Promise<TAdminCurrencyPage> {
  const q = query.q?.toLowerCase();
  const matching = (await deps.repo.currencies()).filter(
    (c) =>
      (!q || [c.code, c.ticker, c.name.ru, c.name.en].some((text) => text.toLowerCase().includes(q))) &&
      (query.state === undefined || c.active === (query.state === 'active')),
  );
  const { page, size } = query;
  return {
    count: matching.length,
    page,
    size,
    results: matching.slice((page - 1) * size, page * size).map((r) => currencySummary(r, locale)),
  };
}
