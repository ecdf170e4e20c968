import { ZAdminClaimRequisites, type TAdminClaimRequisites, type TLocale } from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_AUDIT_KEY } from '@/lib/admin-keys';

/**
 * `POST /admin/api/claims/{id}/requisites/`: what the client entered, in full. The claim comes
 * masked; each reveal is written to the audit log (docs/decisions/026-claim-link-and-masking.md).
 */
export async function postRevealRequisites(id: string, locale: TLocale): Promise<TAdminClaimRequisites> {
  return ZAdminClaimRequisites.parse(
    await apiFetch(`/admin/api/claims/${encodeURIComponent(id)}/requisites/`, { method: 'POST', locale }),
  );
}

/** The full requisites, kept by the mutation (never in the polled claim); the audit log reloads. */
export function useRevealRequisites(id: string, locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postRevealRequisites(id, locale),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY }),
  });
}
