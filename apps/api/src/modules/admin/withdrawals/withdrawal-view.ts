import { formatAmount, toIso, type TAdminWithdrawal } from '@exchanger/core';
import type { TAdminRepo } from '../admin.repo.js';
import type { TAdminDeps } from '../admin-deps.js';

export type TWithdrawalRow = NonNullable<Awaited<ReturnType<TAdminRepo['withdrawalById']>>>;

/** A referral withdrawal with the user's balance now (approved withdrawals already taken off). */
export async function withdrawalView(
  deps: Pick<TAdminDeps, 'catalogue' | 'account'>,
  w: TWithdrawalRow,
): Promise<TAdminWithdrawal> {
  const currency =
    w.currencyId === null ? undefined : deps.catalogue.snapshot().currenciesById.get(w.currencyId);
  return {
    id: w.id,
    userId: w.userId,
    email: w.email,
    amount: formatAmount(w.amount),
    currency: currency?.code ?? '',
    requisites: w.requisites ?? {},
    status: w.status,
    reason: w.reason,
    createdAt: toIso(w.createdAt),
    balance: await deps.account.balanceOf(w.userId),
  };
}
