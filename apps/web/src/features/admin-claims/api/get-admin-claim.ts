import { ZAdminClaim, type TAdminClaim, type TLocale } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_POLL_MS } from '@/lib/admin-keys';
import { claimKeys } from './keys';

/** `GET /admin/api/claims/{id}/`: everything about a claim, with its log, documents and possible actions. */
export async function getAdminClaim(id: string, locale: TLocale): Promise<TAdminClaim> {
  return ZAdminClaim.parse(await apiFetch(`/admin/api/claims/${encodeURIComponent(id)}/`, { locale }));
}

export function adminClaimQueryOptions(id: string, locale: TLocale) {
  return queryOptions({
    queryKey: [...claimKeys.claim(id), locale] as const,
    queryFn: () => getAdminClaim(id, locale),
    // The client or another operator may move it meanwhile.
    refetchInterval: ADMIN_POLL_MS,
  });
}

export function useAdminClaim(id: string, locale: TLocale) {
  return useQuery(adminClaimQueryOptions(id, locale));
}
