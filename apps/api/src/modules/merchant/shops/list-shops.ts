import type { TAdminShopPage, TShopStatus } from '@exchanger/core';
import type { TMerchantDeps } from '../deps.js';
import { adminShopView } from '../views.js';

/** The back office's list of shops, newest first, with the count of those waiting for an operator. */
export async function listShops(
  deps: Pick<TMerchantDeps, 'repo' | 'catalogue'>,
  query: { page: number; size: number; status?: TShopStatus | undefined; q?: string | undefined },
): Promise<TAdminShopPage> {
  const { count, pending, rows } = await deps.repo.shopsPage(query);
  return {
    count,
    pending,
    page: query.page,
    size: query.size,
    results: rows.map(({ ownerEmail, ...row }) => adminShopView(deps, row, ownerEmail)),
  };
}
