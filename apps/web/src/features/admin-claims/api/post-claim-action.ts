import { ZAdminClaim, type TAdminClaim, type TAdminClaimActionBody, type TLocale } from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_APPROVALS_KEY, ADMIN_AUDIT_KEY } from '@/lib/admin-keys';
import { parseGated, type TGated } from '@/lib/approval';
import { claimKeys } from './keys';
import { adminClaimQueryOptions } from './get-admin-claim';

/**
 * `POST /admin/api/claims/{id}/actions/` with `{ action, reason, payoutReference?, expectedStatus }`: the claim as
 * it is after the action, or (a refund above the approval threshold) a proposal for another
 * administrator (202). 409 when another operator acted first or the status does not allow it.
 */
export async function postClaimAction(
  id: string,
  body: TAdminClaimActionBody,
  locale: TLocale,
): Promise<TGated<TAdminClaim>> {
  return parseGated(
    ZAdminClaim,
    await apiFetch(`/admin/api/claims/${encodeURIComponent(id)}/actions/`, { method: 'POST', body, locale }),
  );
}

/** Puts the answer in place of the claim; the queue (statuses, waiting count) and the audit log reload. */
export function useClaimAction(id: string, locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminClaimActionBody) => postClaimAction(id, body, locale),
    onSuccess: ({ done: claim }) => {
      if (claim) queryClient.setQueryData(adminClaimQueryOptions(id, locale).queryKey, claim);
      void queryClient.invalidateQueries({ queryKey: ADMIN_APPROVALS_KEY });
      void queryClient.invalidateQueries({ queryKey: claimKeys.claims() });
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
    },
  });
}
