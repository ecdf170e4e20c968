import type { TAdminWithdrawal, ZAdminWithdrawalDecision } from '@exchanger/core';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import type { TStaff } from '../../../lib/staff.js';
import type { TGated } from '../../approvals/index.js';
import type { TAdminDeps } from '../admin-deps.js';
import { decideWithdrawal } from './decide-withdrawal.js';
import { payoutAmount } from './payout-amount.js';

/**
 * A referral withdrawal's decision under the two-person rule (decision 024): paying one above
 * its payout currency's approval threshold waits for a second administrator; a rejection, or a
 * payment within the threshold, is decided at once (`decideWithdrawal`, which the approval runs too).
 */
export async function decideWithdrawalOrPropose(
  deps: Pick<TAdminDeps, 'db' | 'repo' | 'audit' | 'catalogue' | 'reserves' | 'account' | 'approvals'>,
  staff: TStaff,
  id: number,
  body: z.output<typeof ZAdminWithdrawalDecision>,
): Promise<TGated<TAdminWithdrawal>> {
  const decide = () => decideWithdrawal(deps, staff, id, body);
  if (body.decision !== 'approve') return { done: await decide() };
  const existing = await deps.repo.withdrawalById(id);
  if (!existing) throw new AppError('not_found', 'withdrawal_not_found');
  // A decision on one's own withdrawal is refused by `decideWithdrawal` (403 `own_record`), never proposed.
  if (existing.status !== 'pending' || existing.currencyId === null || existing.userId === staff.id)
    return { done: await decide() };
  return deps.approvals.runOrPropose(
    staff,
    {
      kind: 'withdrawal',
      target: String(id),
      currencyId: existing.currencyId,
      // Measured in the currency it is paid in, as the reserve will be moved (docs/decisions/021).
      amount: payoutAmount(deps.catalogue.snapshot(), existing.currencyId, existing.amount),
      payload: { decision: 'approve', reason: body.reason },
    },
    decide,
  );
}
