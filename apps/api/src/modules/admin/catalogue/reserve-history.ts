import { dec, toIso, toPlainString, type TAdminReserveHistory } from '@exchanger/core';
import type { TReserveLedger } from '../../catalogue/index.js';

/**
 * A currency's reserve movements (docs/decisions/021), newest first: what moved it, by how much,
 * the reserve before and after, the claim or withdrawal it belongs to, who and why.
 */
export async function reserveHistory(
  deps: { reserves: Pick<TReserveLedger, 'page'> },
  id: number,
  page: { page: number; size: number },
): Promise<TAdminReserveHistory> {
  const { count, rows } = await deps.reserves.page(id, page);
  return {
    count,
    page: page.page,
    size: page.size,
    results: rows.map(({ row, actor }) => ({
      id: row.id,
      kind: row.kind,
      amount: toPlainString(dec(row.amount)),
      before: toPlainString(dec(row.reserveAfter).minus(dec(row.amount))),
      after: toPlainString(dec(row.reserveAfter)),
      claimId: row.claimId,
      reference: row.reference,
      actor: actor ?? '',
      reason: row.reason ?? '',
      createdAt: toIso(row.createdAt),
    })),
  };
}
