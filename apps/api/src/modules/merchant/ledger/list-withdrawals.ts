import { formatAmount, type TAdminShopWithdrawalPage } from '@exchanger/core';
import type { TMerchantDeps } from '../deps.js';
import type { TShopLedgerRow } from '../ledger.repo.js';
import { ledgerLineView } from '../views.js';

/** The back office's list of shop withdrawals, newest first, each with its shop's balance now. */
export async function listWithdrawals(
  deps: Pick<TMerchantDeps, 'ledger' | 'catalogue'>,
  query: { page: number; size: number; status?: TShopLedgerRow['status'] | undefined },
): Promise<TAdminShopWithdrawalPage> {
  const { count, pending, rows } = await deps.ledger.withdrawalsPage(query);
  return {
    count,
    pending,
    page: query.page,
    size: query.size,
    results: rows.map((r) => ({
      ...ledgerLineView(deps, r.line),
      shopId: r.line.shopId,
      shopName: r.shopName,
      ownerEmail: r.ownerEmail,
      balance: formatAmount(r.balance),
    })),
  };
}
