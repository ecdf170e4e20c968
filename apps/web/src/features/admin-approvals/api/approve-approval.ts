import { ZApproval, type TApproval, type TApprovalApprove, type TLocale } from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_KEY } from '@/lib/admin-keys';

/**
 * `POST /admin/api/approvals/{id}/approve/`: another administrator's proposal runs now, as the
 * approver. 403 `own_record` for one's own; 409 when decided meanwhile or the action is refused.
 */
export async function approveApproval(
  id: number,
  body: TApprovalApprove,
  locale: TLocale,
): Promise<TApproval> {
  return ZApproval.parse(
    await apiFetch(`/admin/api/approvals/${id}/approve/`, { method: 'POST', body, locale }),
  );
}

/** Approving changes a reserve, a withdrawal or a claim: every desk's answers reload. */
export function useApproveApproval(locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TApprovalApprove }) => approveApproval(id, body, locale),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
    },
  });
}
