import { ZApproval, type TApproval, type TApprovalReject, type TLocale } from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_AUDIT_KEY } from '@/lib/admin-keys';
import { approvalKeys } from './keys';

/** `POST /admin/api/approvals/{id}/reject/` with `{ reason }`: the proposal never runs. */
export async function rejectApproval(id: number, body: TApprovalReject, locale: TLocale): Promise<TApproval> {
  return ZApproval.parse(
    await apiFetch(`/admin/api/approvals/${id}/reject/`, { method: 'POST', body, locale }),
  );
}

export function useRejectApproval(locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TApprovalReject }) => rejectApproval(id, body, locale),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: approvalKeys.list() });
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
    },
  });
}
