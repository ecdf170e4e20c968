import {
  ZShopLedgerLine,
  type TLocale,
  type TShopLedgerLine,
  type TShopWithdrawalDecision,
} from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_AUDIT_KEY } from '@/lib/admin-keys';
import { shopKeys } from './keys';

/** `POST /admin/api/shop-withdrawals/{id}/decision/` with `{ decision: 'approve' | 'reject', reason }`. */
export async function decideShopWithdrawal(
  id: number,
  body: TShopWithdrawalDecision,
  locale: TLocale,
): Promise<TShopLedgerLine> {
  return ZShopLedgerLine.parse(
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
    },
  });
}
