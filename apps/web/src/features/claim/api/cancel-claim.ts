import { ZClaimConfirmed, type TClaimStatus } from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { claimKeys } from './get-claim-form';

/** `POST /api/v1/claim/{id}/cancel/`: the client cancels a claim that is not paid yet. */
export async function cancelClaim(id: string): Promise<{ status: TClaimStatus }> {
  return ZClaimConfirmed.parse(
    await apiFetch(`/api/v1/claim/${encodeURIComponent(id)}/cancel/`, { method: 'POST' }),
  );
}

/** Refreshes the claim (form and status) afterwards, whatever the answer. */
export function useCancelClaim(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelClaim(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: claimKeys.all(id) }),
  });
}
