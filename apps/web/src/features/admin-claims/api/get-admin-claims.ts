import { ZAdminClaimPage, type TAdminClaimPage, type TLocale } from '@exchanger/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_POLL_MS } from '@/lib/admin-keys';
import type { TClaimFilters } from '../utils/filters';
import { claimKeys } from './keys';

export interface TAdminClaimsQuery {
  page: number;
  size: number;
  filters: TClaimFilters;
  /** The page's position in the queue (the previous page's `next`), when known: keyset paging. */
  after?: string | undefined;
}

/**
 * `GET /admin/api/claims/?page&size&status&fromId&toId&dateFrom&dateTo&email&amountMin&amountMax&q&after`:
 * by position when the page's `after` is known (any depth costs the same, docs/decisions/041),
 * by number otherwise (a page opened from the address).
 */
export async function getAdminClaims(query: TAdminClaimsQuery, locale: TLocale): Promise<TAdminClaimPage> {
  return ZAdminClaimPage.parse(
    await apiFetch('/admin/api/claims/', {
      locale,
      query: { page: query.page, size: query.size, ...query.filters, after: query.after },
    }),
  );
}

export function adminClaimsQueryOptions(query: TAdminClaimsQuery, locale: TLocale) {
  return queryOptions({
    queryKey: [...claimKeys.claims(), query, locale] as const,
    queryFn: () => getAdminClaims(query, locale),
    // New claims appear without a reload (paused while the tab is hidden, react-query's default).
    refetchInterval: ADMIN_POLL_MS,
  });
}

/** The queue; the previous page stays on screen while the next one loads. */
export function useAdminClaims(query: TAdminClaimsQuery, locale: TLocale) {
  return useQuery({ ...adminClaimsQueryOptions(query, locale), placeholderData: keepPreviousData });
}

/** How many claims wait for an operator (paid, verification), for the badge of the navigation. */
export function useWaitingClaims(locale: TLocale): number | null {
  const { data } = useQuery({
    ...adminClaimsQueryOptions({ page: 1, size: 1, filters: {} }, locale),
    select: (page) => page.waiting,
  });
  return data ?? null;
}
