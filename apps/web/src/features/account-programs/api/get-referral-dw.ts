import { ZReferralDwPage, type TLocale, type TReferralDwPage, type TReferralDwStatus } from '@exchanger/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface TReferralDwQuery {
  page: number;
  size: number;
  status: TReferralDwStatus | null;
}

/** `GET /api/v1/users/me/refferal/dw/?page=&size=&status=`: deposits and withdrawals, newest first. */
export async function getReferralDw(query: TReferralDwQuery, locale: TLocale): Promise<TReferralDwPage> {
  return ZReferralDwPage.parse(
    await apiFetch('/api/v1/users/me/refferal/dw/', {
      locale,
      query: { page: query.page, size: query.size, status: query.status ?? undefined },
    }),
  );
}

export function referralDwQueryOptions(query: TReferralDwQuery, locale: TLocale) {
  return queryOptions({
    queryKey: ['me', 'referral', 'dw', query, locale] as const,
    queryFn: () => getReferralDw(query, locale),
    // Operators decide withdrawals while the page is open.
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}

/** The previous page stays on screen while the next one loads. */
export function useReferralDw(query: TReferralDwQuery, locale: TLocale) {
  return useQuery({ ...referralDwQueryOptions(query, locale), placeholderData: keepPreviousData });
}
