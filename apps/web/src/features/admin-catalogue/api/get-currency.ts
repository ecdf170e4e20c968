import { ZAdminCurrencyDetail, type TAdminCurrencyDetail, type TLocale } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogueKeys } from './keys';

/**
 * `GET /admin/api/catalogue/currencies/{id}/`: a currency with its names in both languages, the
 * fields clients fill for it and the requisites they pay it to.
 */
export async function getCurrency(id: number, locale: TLocale): Promise<TAdminCurrencyDetail> {
  return ZAdminCurrencyDetail.parse(await apiFetch(`/admin/api/catalogue/currencies/${id}/`, { locale }));
}

export function currencyQueryOptions(id: number, locale: TLocale) {
  return queryOptions({
    queryKey: [...catalogueKeys.currency(id), locale] as const,
    queryFn: () => getCurrency(id, locale),
    // Not polled: the editor's form is filled from it once.
    staleTime: 30_000,
  });
}

export function useCurrency(id: number, locale: TLocale) {
  return useQuery(currencyQueryOptions(id, locale));
}
