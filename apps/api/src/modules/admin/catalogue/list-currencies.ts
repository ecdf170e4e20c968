import type { TAdminCurrency, TLocale } from '@exchanger/core';
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
