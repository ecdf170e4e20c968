import { ZShopLedgerLine, type TLocale, type TShopLedgerLine } from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSubmissionKey } from '@/lib/submission-key';

/**
 * `POST /api/v1/users/me/shop/withdrawal/` → 201: a payout request to the shop's payout requisites,
 * waiting for an operator. A 400 names `amount` (above the balance, wrong precision). With
 * `idempotencyKey`, a retry whose answer was lost gets the request it made (docs/decisions/028).
 */
export async function createShopWithdrawal(
  amount: string,
  locale: TLocale,
  idempotencyKey?: string,
): Promise<TShopLedgerLine> {
  return ZShopLedgerLine.parse(
    await apiFetch('/api/v1/users/me/shop/withdrawal/', {
      method: 'POST',
      body: { amount },
      locale,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    }),
  );
}

/** One key per submission (the same while it is sent again); the balance and the ledger are refetched. */
export function useCreateShopWithdrawal(locale: TLocale) {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (amount: string) => createShopWithdrawal(amount, locale, submission.keyFor({ amount })),
    onSuccess: () => {
      submission.forget();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['me', 'shop', 'balance'] }),
        queryClient.invalidateQueries({ queryKey: ['me', 'shop', 'ledger'] }),
      ]);
    },
  });
}
