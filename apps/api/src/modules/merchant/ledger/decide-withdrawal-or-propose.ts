import type { TShopLedgerLine } from '@exchanger/core';
import type { TStaff } from '../../../lib/staff.js';
import type { TGated } from '../../approvals/index.js';
import type { TMerchantDeps } from '../deps.js';
import { decideWithdrawal } from './decide-withdrawal.js';

/**
 * A shop withdrawal's decision under the two-person rule (decision 024): paying one above its
 * currency's approval threshold waits for a second administrator; a refusal, or a payment within
 * the threshold, is decided at once (`decideWithdrawal`, which the approval runs too).
 */
export async function decideWithdrawalOrPropose(
  deps: Pick<TMerchantDeps, 'db' | 'ledger' | 'catalogue' | 'audit' | 'reserves' | 'approvals'>,
  staff: TStaff,
  id: number,
  decision: 'approve' | 'reject',
  reason: string,
): Promise<TGated<TShopLedgerLine>> {
  const decide = () => decideWithdrawal(deps, staff.id, id, decision, reason);
  const found = decision === 'approve' ? await deps.ledger.withdrawalWithOwner(id) : null;
  // A withdrawal of one's own shop is refused by `decideWithdrawal` (403 `own_record`), never proposed.
  if (!found || found.line.status !== 'pending' || found.ownerId === staff.id)
    return { done: await decide() };
  const existing = found.line;
  return deps.approvals.runOrPropose(
    staff,
    {
      kind: 'shop_withdrawal',
      target: String(id),
      currencyId: existing.currencyId,
      amount: existing.amount,
      payload: { decision: 'approve', reason },
    },
    decide,
  );
}
