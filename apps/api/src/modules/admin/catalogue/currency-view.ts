/** A currency as the catalogue desk lists it: its reserves at a glance. */
import { dec, toPlainString, type TAdminCurrency, type TLocale } from '@exchanger/core';
import { AppError } from '../../../lib/app-error.js';
import type { TCatalogueRepo, TCurrencyRow } from '../../catalogue/index.js';
import { plain } from './catalogue-deps.js';

export function currencySummary(row: TCurrencyRow, locale: TLocale): TAdminCurrency {
  return {
    id: row.id,
    code: row.code,
    ticker: row.ticker,
    name: row.name[locale],
    precision: row.precision,
    active: row.active,
    reserve: plain(row.reserve),
    held: plain(row.held),
    available: toPlainString(dec(row.reserve).minus(dec(row.held))),
  };
}

/** The currency, or 404. */
export async function findCurrency(
  repo: Pick<TCatalogueRepo, 'currency'>,
  id: number,
): Promise<TCurrencyRow> {
  const row = await repo.currency(id);
  if (!row) throw new AppError('not_found', 'currency_unknown');
  return row;
}
