import { ZShopLedgerLine, type TLocale, type TShopLedgerLine } from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * `POST /api/v1/users/me/shop/withdrawal/` → 201: a payout request to the shop's payout requisites,
 * waiting for an operator. A 400 names `amount` (above the balance, wrong precision).
 */
export async function createShopWithdrawal(amount: string, locale: TLocale): Promise<TShopLedgerLine> {
  return ZShopLedgerLine.parse(
    await apiFetch('/api/v1/users/me/shop/withdrawal/', { method: 'POST', body: { amount }, locale }),
  );
}

export function useCreateShopWithdrawal(locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: string) => createShopWithdrawal(amount, locale),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['me', 'shop', 'balance'] }),
        queryClient.invalidateQueries({ queryKey: ['me', 'shop', 'ledger'] }),
      ]),
  });
}
