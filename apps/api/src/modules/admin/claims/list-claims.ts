import type { TAdminClaimPage, TLocale, ZAdminClaimQuery } from '@exchanger/core';
import type { z } from 'zod';
import type { TAdminDeps } from '../admin-deps.js';
import { claimRow } from './claim-view.js';

/** The claims queue, newest first, with its filters, and how many claims wait for an operator. */
export async function listClaims(
  deps: Pick<TAdminDeps, 'repo' | 'catalogue'>,
  query: z.output<typeof ZAdminClaimQuery>,
  locale: TLocale,
): Promise<TAdminClaimPage> {
  const [{ count, countExact, rows, next }, waiting] = await Promise.all([
    deps.repo.claimsPage(query),
    deps.repo.waitingCount(),
  ]);
  const snapshot = deps.catalogue.snapshot();
  return {
    count,
    page: query.page,
    size: query.size,
    results: rows.map((c) => claimRow(snapshot, c, locale)),
    waiting,
    next,
    countExact,
  };
}
