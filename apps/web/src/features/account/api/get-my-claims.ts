import { ZClaimSummaryPage, type TClaimStatus, type TClaimSummaryPage, type TLocale } from '@exchanger/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface TMyClaimsQuery {
  page: number;
  size: number;
  status: TClaimStatus | null;
}

/** `GET /api/v1/users/me/claims/?page=&size=&status=`: a page of the user's claims, newest first. */
export async function getMyClaims(query: TMyClaimsQuery, locale: TLocale): Promise<TClaimSummaryPage> {
  return ZClaimSummaryPage.parse(
    await apiFetch('/api/v1/users/me/claims/', {
      locale,
      query: { page: query.page, size: query.size, status: query.status ?? undefined },
    }),
  );
}

/** Under `['me']`: logging out drops it. */
export function myClaimsQueryOptions(query: TMyClaimsQuery, locale: TLocale) {
  return queryOptions({
    queryKey: ['me', 'claims', query, locale] as const,
    queryFn: () => getMyClaims(query, locale),
    // Statuses move while the page is open (an operator pays out): keep the list fresh.
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}

/** The previous page stays on screen while the next one loads. */
export function useMyClaims(query: TMyClaimsQuery, locale: TLocale) {
  return useQuery({ ...myClaimsQueryOptions(query, locale), placeholderData: keepPreviousData });
}
