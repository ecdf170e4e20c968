import { ZAdminCurrencyList, type TAdminCurrency, type TLocale } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { CATALOGUE_POLL_MS, catalogueKeys } from './keys';

/** `GET /admin/api/catalogue/currencies/`: every currency with its reserve, what claims hold and the rest. */
export async function getCatalogueCurrencies(locale: TLocale): Promise<TAdminCurrency[]> {
  return ZAdminCurrencyList.parse(await apiFetch('/admin/api/catalogue/currencies/', { locale }));
}

export function catalogueCurrenciesQueryOptions(locale: TLocale) {
  return queryOptions({
    queryKey: [...catalogueKeys.catalogueCurrencies(), locale] as const,
    queryFn: () => getCatalogueCurrencies(locale),
    // What open claims hold changes with every claim.
    refetchInterval: CATALOGUE_POLL_MS,
  });
}

export function useCatalogueCurrencies(locale: TLocale) {
  return useQuery(catalogueCurrenciesQueryOptions(locale));
}
