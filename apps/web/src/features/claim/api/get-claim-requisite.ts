import { ZClaimRequisite, type TClaimRequisite, type TLocale } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { claimKeys } from './get-claim-form';

/** `GET /api/v1/claim/{id}/requisite/`: where the client pays (the exchanger's wallet or card, memo). */
export async function getClaimRequisite(id: string, locale: TLocale): Promise<TClaimRequisite> {
  return ZClaimRequisite.parse(
    await apiFetch(`/api/v1/claim/${encodeURIComponent(id)}/requisite/`, { locale }),
  );
}

export function claimRequisiteQueryOptions(id: string, locale: TLocale) {
  return queryOptions({
    queryKey: claimKeys.requisite(id, locale),
    queryFn: () => getClaimRequisite(id, locale),
    staleTime: 5 * 60_000,
  });
}

export function useClaimRequisite(id: string, locale: TLocale, options: { enabled?: boolean } = {}) {
  return useQuery({ ...claimRequisiteQueryOptions(id, locale), enabled: options.enabled ?? true });
}
