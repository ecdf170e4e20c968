import {
  ZWithdrawalCreated,
  type TLocale,
  type TWithdrawalCreate,
  type TWithdrawalCreated,
} from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSubmissionKey } from '@/lib/submission-key';

/**
 * `POST /api/v1/users/me/refferal/withdrawal/` → 201 with the server's message; a 400 names the
 * refused fields (`amount`, `currencyId`, `requisites.<name>`). With `idempotencyKey`, a retry
 * whose answer was lost gets the withdrawal it made (docs/decisions/028).
 */
export async function createWithdrawal(
  body: TWithdrawalCreate,
  locale: TLocale,
  idempotencyKey?: string,
): Promise<TWithdrawalCreated> {
  return ZWithdrawalCreated.parse(
    await apiFetch('/api/v1/users/me/refferal/withdrawal/', {
      method: 'POST',
      body,
      locale,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    }),
  );
}

/** One key per submission (the same while it is sent again); the balance and the ledger are refetched. */
export function useCreateWithdrawal(locale: TLocale) {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (body: TWithdrawalCreate) => createWithdrawal(body, locale, submission.keyFor(body)),
    onSuccess: () => {
      submission.forget();
      return queryClient.invalidateQueries({ queryKey: ['me', 'referral'] });
    },
  });
}
