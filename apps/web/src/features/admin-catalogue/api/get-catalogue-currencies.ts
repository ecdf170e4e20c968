import {
  ZAdminCurrencyList,
  ZAdminCurrencyPage,
  type TAdminCurrency,
  type TAdminCurrencyPage,
  type TLocale,
} from '@exchanger/core';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { TCurrencyFilters } from '../utils/filters';
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

export interface TCurrencyPageQuery {
  page: number;
  size: number;
  filters: TCurrencyFilters;
}

/** `GET /admin/api/catalogue/currencies/page/?page&size&q&state`: the currencies desk's page. */
export async function getCurrencyPage(
  query: TCurrencyPageQuery,
  locale: TLocale,
): Promise<TAdminCurrencyPage> {
  return ZAdminCurrencyPage.parse(
    await apiFetch('/admin/api/catalogue/currencies/page/', {
      locale,
      query: { page: query.page, size: query.size, ...query.filters },
    }),
  );
}

export function useCurrencyPage(query: TCurrencyPageQuery, locale: TLocale) {
  return useQuery({
    queryKey: [...catalogueKeys.catalogueCurrencies(), 'page', query, locale] as const,
    queryFn: () => getCurrencyPage(query, locale),
    refetchInterval: CATALOGUE_POLL_MS,
    placeholderData: keepPreviousData,
  });
}

/** A changed currency replaces its row in the whole list and in every page shown (until they reload). */
export function showCurrency(queryClient: QueryClient, currency: TAdminCurrency): void {
  const replace = (c: TAdminCurrency) => (c.id === currency.id ? currency : c);
  queryClient.setQueriesData<TAdminCurrency[] | TAdminCurrencyPage>(
    { queryKey: catalogueKeys.catalogueCurrencies() },
    (data) =>
      !data
        ? data
        : Array.isArray(data)
          ? data.map(replace)
          : { ...data, results: data.results.map(replace) },
  );
}
