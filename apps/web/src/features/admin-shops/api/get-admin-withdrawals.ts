import { ZAdminWithdrawalPage, type TAdminWithdrawalPage, type TLocale } from '@exchanger/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_POLL_MS } from '@/lib/admin-keys';
import type { TWithdrawalStatus } from '../utils/filters';
import { shopKeys } from './keys';

export interface TAdminWithdrawalsQuery {
  page: number;
  size: number;
  /** null: every status. */
  status: TWithdrawalStatus | null;
}

/** `GET /admin/api/withdrawals/?page&size&status`: referral withdrawal requests. */
export async function getAdminWithdrawals(
  query: TAdminWithdrawalsQuery,
  locale: TLocale,
): Promise<TAdminWithdrawalPage> {
  return ZAdminWithdrawalPage.parse(
    await apiFetch('/admin/api/withdrawals/', {
      locale,
      query: { page: query.page, size: query.size, status: query.status ?? undefined },
    }),
  );
}

export function adminWithdrawalsQueryOptions(query: TAdminWithdrawalsQuery, locale: TLocale) {
  return queryOptions({
    queryKey: [...shopKeys.withdrawals(), query, locale] as const,
    queryFn: () => getAdminWithdrawals(query, locale),
    refetchInterval: 6 * ADMIN_POLL_MS,
  });
}

export function useAdminWithdrawals(query: TAdminWithdrawalsQuery, locale: TLocale) {
  return useQuery({ ...adminWithdrawalsQueryOptions(query, locale), placeholderData: keepPreviousData });
}
