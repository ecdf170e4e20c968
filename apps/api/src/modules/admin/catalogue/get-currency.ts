import { logoUrls, type TAdminCurrencyDetail, type TLocale } from '@exchanger/core';
import type { TCatalogueRepo } from '../../catalogue/index.js';
import { currencySummary, findCurrency } from './currency-view.js';

/** A currency with its names, input fields, pay-in requisites and whether it counts payments. */
export async function getCurrency(
  deps: { repo: Pick<TCatalogueRepo, 'currency'> },
  id: number,
  locale: TLocale,
): Promise<TAdminCurrencyDetail> {
  const row = await findCurrency(deps.repo, id);
  return {
    ...currencySummary(row, locale),
    names: row.name,
    fields: row.fields,
    payin: row.payin,
    logo: row.logo,
    logoUrl: logoUrls(row.logo).simple,
    countPayments: row.countPayments,
  };
}
