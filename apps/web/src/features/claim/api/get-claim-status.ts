import { isFinalStatus, ZClaimStatusBody, type TClaimStatusBody } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { claimKeys } from './get-claim-form';

/** How often the claim page asks for the status while the claim can still change. */
export const STATUS_POLL_MS = 5_000;

/** `GET /api/v1/claim/{id}/status/`: cheap enough to poll. */
export async function getClaimStatus(id: string): Promise<TClaimStatusBody> {
  return ZClaimStatusBody.parse(await apiFetch(`/api/v1/claim/${encodeURIComponent(id)}/status/`));
}

/** Polls every 5 s until the claim reaches a final status (completed, cancelled, expired, refunded). */
export function claimStatusQueryOptions(id: string) {
  return queryOptions({
    queryKey: claimKeys.status(id),
    queryFn: () => getClaimStatus(id),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isFinalStatus(status) ? false : STATUS_POLL_MS;
    },
  });
}

export function useClaimStatus(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...claimStatusQueryOptions(id), enabled: options.enabled ?? true });
}
