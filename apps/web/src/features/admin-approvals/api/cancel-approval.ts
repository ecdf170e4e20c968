import { ZApproval, type TApproval, type TApprovalCancel, type TLocale } from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_AUDIT_KEY } from '@/lib/admin-keys';
import { approvalKeys } from './keys';

/** `POST /admin/api/approvals/{id}/cancel/` with `{ reason? }`: the proposer withdraws his proposal. */
export async function cancelApproval(id: number, body: TApprovalCancel, locale: TLocale): Promise<TApproval> {
  return ZApproval.parse(
    await apiFetch(`/admin/api/approvals/${id}/cancel/`, { method: 'POST', body, locale }),
  );
}

export function useCancelApproval(locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TApprovalCancel }) => cancelApproval(id, body, locale),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: approvalKeys.list() });
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
    },
  });
}
