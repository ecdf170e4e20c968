import { ZApprovalPage, type TApprovalPage, type TApprovalStatus, type TLocale } from '@exchanger/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_POLL_MS } from '@/lib/admin-keys';
import { approvalKeys } from './keys';

export interface TApprovalsQuery {
  page: number;
  size: number;
  /** null: every status. */
  status: TApprovalStatus | null;
}

/** `GET /admin/api/approvals/?page&size&status`: proposals, newest first, and how many wait. */
export async function getApprovals(query: TApprovalsQuery, locale: TLocale): Promise<TApprovalPage> {
  return ZApprovalPage.parse(
    await apiFetch('/admin/api/approvals/', {
      locale,
      query: { page: query.page, size: query.size, status: query.status ?? undefined },
    }),
  );
}

export function approvalsQueryOptions(query: TApprovalsQuery, locale: TLocale) {
  return queryOptions({
    queryKey: [...approvalKeys.list(), query, locale] as const,
    queryFn: () => getApprovals(query, locale),
    refetchInterval: ADMIN_POLL_MS,
  });
}

export function useApprovals(query: TApprovalsQuery, locale: TLocale) {
  return useQuery({ ...approvalsQueryOptions(query, locale), placeholderData: keepPreviousData });
}

/**
 * How many proposals wait for a second administrator, for the navigation's badge; nothing is
 * asked for an operator (the desk is administrators' only).
 */
export function usePendingApprovals(locale: TLocale, enabled: boolean): number | null {
  const { data } = useQuery({
    ...approvalsQueryOptions({ page: 1, size: 1, status: 'pending' }, locale),
    select: (page) => page.pending,
    enabled,
  });
  return data ?? null;
}
