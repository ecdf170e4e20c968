import { ZShopStatistics, type TLocale, type TShopStatistics } from '@exchanger/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/v1/users/me/shop/statistics/?days=`: per day, totals and top currencies. */
export async function getStatistics(days: number, locale: TLocale): Promise<TShopStatistics> {
  return ZShopStatistics.parse(
    await apiFetch('/api/v1/users/me/shop/statistics/', { locale, query: { days } }),
  );
}

export function useStatistics(days: number, locale: TLocale) {
  return useQuery({
    ...queryOptions({
      queryKey: ['me', 'shop', 'statistics', days, locale] as const,
      queryFn: () => getStatistics(days, locale),
      staleTime: 30_000,
      refetchInterval: 60_000,
    }),
    placeholderData: keepPreviousData,
  });
}
