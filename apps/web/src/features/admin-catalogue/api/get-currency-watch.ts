import { ZAdminChainWatch, type TAdminChainWatch, type TLocale } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogueKeys } from './keys';

/**
 * `GET /admin/api/currencies/{id}/watch/`: whether the currency's payments are seen on its chain
 * (`watch` null: manual), with the first address of the key for the operator to compare.
 */
export async function getCurrencyWatch(id: number, locale: TLocale): Promise<TAdminChainWatch> {
  return ZAdminChainWatch.parse(await apiFetch(`/admin/api/currencies/${id}/watch/`, { locale }));
}

export function currencyWatchQueryOptions(id: number, locale: TLocale) {
  return queryOptions({
    queryKey: [...catalogueKeys.watch(id), locale] as const,
    queryFn: () => getCurrencyWatch(id, locale),
    // Not polled: the form is filled from it once.
    staleTime: 30_000,
  });
}

export function useCurrencyWatch(id: number, locale: TLocale) {
  return useQuery(currencyWatchQueryOptions(id, locale));
}
