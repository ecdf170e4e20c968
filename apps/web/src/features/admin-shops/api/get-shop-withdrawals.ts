import { ZAdminShopWithdrawalPage, type TAdminShopWithdrawalPage, type TLocale } from '@exchanger/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_POLL_MS } from '@/lib/admin-keys';
import type { TWithdrawalStatus } from '../utils/filters';
import { shopKeys } from './keys';
import type { TAdminWithdrawalsQuery } from './get-admin-withdrawals';

/** `GET /admin/api/shop-withdrawals/?page&size&status`: shops' payout requests with their balances. */
export async function getShopWithdrawals(
  query: TAdminWithdrawalsQuery,
  locale: TLocale,
): Promise<TAdminShopWithdrawalPage> {
  return ZAdminShopWithdrawalPage.parse(
    await apiFetch('/admin/api/shop-withdrawals/', {
      locale,
      query: { page: query.page, size: query.size, status: query.status ?? undefined },
    }),
  );
}

export function shopWithdrawalsQueryOptions(query: TAdminWithdrawalsQuery, locale: TLocale) {
  return queryOptions({
    queryKey: [...shopKeys.shopWithdrawals(), query, locale] as const,
    queryFn: () => getShopWithdrawals(query, locale),
    refetchInterval: 6 * ADMIN_POLL_MS,
  });
}

export function useShopWithdrawals(query: TAdminWithdrawalsQuery, locale: TLocale) {
  return useQuery({ ...shopWithdrawalsQueryOptions(query, locale), placeholderData: keepPreviousData });
}

const PENDING: TWithdrawalStatus = 'pending';

/** How many shop withdrawals wait for an operator, for the badge of their tab. */
export function usePendingShopWithdrawals(locale: TLocale): number | null {
  const { data } = useQuery({
    ...shopWithdrawalsQueryOptions({ page: 1, size: 1, status: PENDING }, locale),
    select: (page) => page.pending,
  });
  return data ?? null;
}
