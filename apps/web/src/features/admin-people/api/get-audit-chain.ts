import { ZAuditChain, type TAuditChain, type TLocale } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { peopleKeys } from './keys';

/**
 * `GET /admin/api/audit/chain/` (administrators): both hash chains walked and checked on the
 * server. It reads the whole of both tables, so it runs when the screen opens and on demand, not
 * on every decision of a desk.
 */
export async function getAuditChain(locale: TLocale): Promise<TAuditChain> {
  return ZAuditChain.parse(await apiFetch('/admin/api/audit/chain/', { locale }));
}

export function auditChainQueryOptions(locale: TLocale) {
  return queryOptions({
    queryKey: [...peopleKeys.auditChain(), locale] as const,
    queryFn: () => getAuditChain(locale),
    staleTime: 60_000,
  });
}

export function useAuditChain(locale: TLocale) {
  return useQuery(auditChainQueryOptions(locale));
}
