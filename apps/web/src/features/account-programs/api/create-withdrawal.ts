import {
  ZWithdrawalCreated,
  type TLocale,
  type TWithdrawalCreate,
  type TWithdrawalCreated,
} from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * `POST /api/v1/users/me/refferal/withdrawal/` → 201 with the server's message; a 400 names the
 * refused fields (`amount`, `currencyId`, `requisites.<name>`).
 */
export async function createWithdrawal(
  body: TWithdrawalCreate,
  locale: TLocale,
): Promise<TWithdrawalCreated> {
  return ZWithdrawalCreated.parse(
    await apiFetch('/api/v1/users/me/refferal/withdrawal/', { method: 'POST', body, locale }),
  );
}

/** The balance and the ledger change: both are refetched. */
export function useCreateWithdrawal(locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TWithdrawalCreate) => createWithdrawal(body, locale),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me', 'referral'] }),
  });
}
