import { ZShopPage, type TLocale, type TShopPage } from '@exchanger/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const SHOPS_PAGE_SIZE = 24;

/** `GET /api/v1/shops/?page&size`: approved shops, newest approval first. */
export async function getShops(page: number, locale: TLocale): Promise<TShopPage> {
  return ZShopPage.parse(
    await apiFetch('/api/v1/shops/', { locale, query: { page, size: SHOPS_PAGE_SIZE } }),
  );
}

export function shopsQueryOptions(page: number, locale: TLocale) {
  return queryOptions({
    queryKey: ['shops', page, locale] as const,
    queryFn: () => getShops(page, locale),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useShops(page: number, locale: TLocale) {
  return useQuery(shopsQueryOptions(page, locale));
}
