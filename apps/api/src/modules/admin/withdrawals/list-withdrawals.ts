import type { TAdminWithdrawalPage, ZAdminWithdrawalQuery } from '@exchanger/core';
import type { z } from 'zod';
import type { TAdminDeps } from '../admin-deps.js';
import { withdrawalView } from './withdrawal-view.js';

/** Referral withdrawal requests, newest first, by status. */
export async function listWithdrawals(
  deps: Pick<TAdminDeps, 'repo' | 'catalogue' | 'account'>,
  query: z.output<typeof ZAdminWithdrawalQuery>,
): Promise<TAdminWithdrawalPage> {
  const { count, rows } = await deps.repo.withdrawalsPage(query);
  return {
    count,
    page: query.page,
    size: query.size,
    results: await Promise.all(rows.map((row) => withdrawalView(deps, row))),
  };
}
