import { ZAdminReserveHistory, type TAdminReserveHistory, type TLocale } from '@exchanger/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogueKeys } from './keys';

export interface TReserveHistoryQuery {
  page: number;
  size: number;
}

/** `GET /admin/api/catalogue/currencies/{id}/reserve/?page&size`: the reserve's changes, newest first. */
export async function getReserveHistory(
  id: number,
  query: TReserveHistoryQuery,
  locale: TLocale,
): Promise<TAdminReserveHistory> {
  return ZAdminReserveHistory.parse(
    await apiFetch(`/admin/api/catalogue/currencies/${id}/reserve/`, { locale, query: { ...query } }),
  );
}

export function reserveHistoryQueryOptions(id: number, query: TReserveHistoryQuery, locale: TLocale) {
  return queryOptions({
    queryKey: [...catalogueKeys.reserveHistory(id), query, locale] as const,
    queryFn: () => getReserveHistory(id, query, locale),
    staleTime: 10_000,
  });
}

export function useReserveHistory(id: number, query: TReserveHistoryQuery, locale: TLocale) {
  return useQuery({ ...reserveHistoryQueryOptions(id, query, locale), placeholderData: keepPreviousData });
}
