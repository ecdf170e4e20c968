import {
  ZAdminWithdrawal,
  type TAdminWithdrawal,
  type TAdminWithdrawalDecision,
  type TLocale,
} from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_APPROVALS_KEY, ADMIN_AUDIT_KEY } from '@/lib/admin-keys';
import { parseGated, type TGated } from '@/lib/approval';
import { shopKeys } from './keys';

/**
 * `POST /admin/api/withdrawals/{id}/decision/` with `{ decision: 'approve' | 'reject', reason }`:
 * the decided request, or (a payment above the approval threshold) a proposal for another administrator.
 */
export async function decideWithdrawal(
  id: number,
  body: TAdminWithdrawalDecision,
  locale: TLocale,
): Promise<TGated<TAdminWithdrawal>> {
  return parseGated(
    ZAdminWithdrawal,
    await apiFetch(`/admin/api/withdrawals/${id}/decision/`, { method: 'POST', body, locale }),
  );
}

/** The withdrawals (and the balances they show) and the audit log reload, decided or not (409). */
export function useDecideWithdrawal(locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TAdminWithdrawalDecision }) =>
      decideWithdrawal(id, body, locale),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: shopKeys.withdrawals() });
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_APPROVALS_KEY });
    },
  });
}
