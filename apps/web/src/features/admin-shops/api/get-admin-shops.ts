import { ZAdminShopPage, type TAdminShopPage, type TLocale, type TShopStatus } from '@exchanger/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_POLL_MS } from '@/lib/admin-keys';
import { shopKeys } from './keys';

export interface TAdminShopsQuery {
  page: number;
  size: number;
  /** null: every status. */
  status: TShopStatus | null;
  q?: string | undefined;
}

/** `GET /admin/api/shops/?page&size&status&q`: shops, newest first, and how many wait. */
export async function getAdminShops(query: TAdminShopsQuery, locale: TLocale): Promise<TAdminShopPage> {
  return ZAdminShopPage.parse(
    await apiFetch('/admin/api/shops/', {
      locale,
      query: { page: query.page, size: query.size, status: query.status ?? undefined, q: query.q },
    }),
  );
}

export function adminShopsQueryOptions(query: TAdminShopsQuery, locale: TLocale) {
  return queryOptions({
    queryKey: [...shopKeys.shops(), query, locale] as const,
    queryFn: () => getAdminShops(query, locale),
    refetchInterval: 6 * ADMIN_POLL_MS,
  });
}

export function useAdminShops(query: TAdminShopsQuery, locale: TLocale) {
  return useQuery({ ...adminShopsQueryOptions(query, locale), placeholderData: keepPreviousData });
}

/**
 * How many shops wait for an administrator's decision, for the badge of the navigation; not asked
 * (`enabled: false`) for an operator, who has no shops section.
 */
export function usePendingShops(locale: TLocale, enabled = true): number | null {
  const { data } = useQuery({
    ...adminShopsQueryOptions({ page: 1, size: 1, status: 'pending' }, locale),
    select: (page) => page.pending,
    enabled,
  });
  return data ?? null;
}
