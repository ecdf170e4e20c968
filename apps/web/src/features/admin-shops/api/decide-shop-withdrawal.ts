import {
  ZShopLedgerLine,
  type TLocale,
  type TShopLedgerLine,
  type TShopWithdrawalDecision,
} from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_APPROVALS_KEY, ADMIN_AUDIT_KEY } from '@/lib/admin-keys';
import { parseGated, type TGated } from '@/lib/approval';
import { shopKeys } from './keys';

/**
 * `POST /admin/api/shop-withdrawals/{id}/decision/` with `{ decision: 'approve' | 'reject', reason }`:
 * the decided line, or (a payment above the approval threshold) a proposal for another administrator.
 */
export async function decideShopWithdrawal(
  id: number,
  body: TShopWithdrawalDecision,
  locale: TLocale,
): Promise<TGated<TShopLedgerLine>> {
  return parseGated(
    ZShopLedgerLine,
    await apiFetch(`/admin/api/shop-withdrawals/${id}/decision/`, { method: 'POST', body, locale }),
  );
}

/** The shop withdrawals (and the balances they show) and the audit log reload, decided or not (409). */
export function useDecideShopWithdrawal(locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TShopWithdrawalDecision }) =>
      decideShopWithdrawal(id, body, locale),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: shopKeys.shopWithdrawals() });
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_APPROVALS_KEY });
    },
  });
}
