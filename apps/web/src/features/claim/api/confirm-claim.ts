import { ZClaimConfirmed, type TClaimStatus } from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { claimKeys } from './get-claim-form';

/**
 * `POST /api/v1/claim/{id}/confirm/`: "I have paid" (allowed only while the claim is new), with the
 * client's transaction id or receipt number when they give one (the operator sees it).
 */
export async function confirmClaim(id: string, paymentReference = ''): Promise<{ status: TClaimStatus }> {
  const reference = paymentReference.trim();
  return ZClaimConfirmed.parse(
    await apiFetch(`/api/v1/claim/${encodeURIComponent(id)}/confirm/`, {
      method: 'POST',
      ...(reference ? { body: { paymentReference: reference } } : {}),
    }),
  );
}

/** Refreshes the claim (form and status) afterwards, whatever the answer. */
export function useConfirmClaim(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentReference: string) => confirmClaim(id, paymentReference),
    onSettled: () => queryClient.invalidateQueries({ queryKey: claimKeys.all(id) }),
  });
}
