import { ZAuditPage, type TAuditPage, type TLocale } from '@exchanger/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_AUDIT_KEY } from '@/lib/admin-keys';
import type { TAuditFilters } from '../utils/filters';

export interface TAuditQuery {
  page: number;
  size: number;
  filters: TAuditFilters;
}

/** `GET /admin/api/audit/?page&size&actor&action&targetType&targetId`: operator actions, newest first. */
export async function getAudit(query: TAuditQuery, locale: TLocale): Promise<TAuditPage> {
  return ZAuditPage.parse(
    await apiFetch('/admin/api/audit/', {
      locale,
      query: { page: query.page, size: query.size, ...query.filters },
    }),
  );
}

export function auditQueryOptions(query: TAuditQuery, locale: TLocale) {
  return queryOptions({
    queryKey: [...ADMIN_AUDIT_KEY, query, locale] as const,
    queryFn: () => getAudit(query, locale),
    staleTime: 10_000,
  });
}

export function useAudit(query: TAuditQuery, locale: TLocale) {
  return useQuery({ ...auditQueryOptions(query, locale), placeholderData: keepPreviousData });
}
