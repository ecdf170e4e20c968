import { dec, formatAmount, type TAdminWithdrawal, type ZAdminWithdrawalDecision } from '@exchanger/core';
import type { z } from 'zod';
import type { TDbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { TStaff } from '../../../lib/staff.js';
import { refuseOwnRecord } from '../../audit/index.js';
import type { TAdminDeps } from '../admin-deps.js';
import { payoutAmount } from './payout-amount.js';
import { withdrawalView } from './withdrawal-view.js';

/**
 * Approves (paid out: the amount stays taken from the balance, and the reserve of the currency it
 * is paid in goes down by it, docs/decisions/021) or rejects (the amount goes back to the balance)
 * a pending referral withdrawal, once: a second decision answers 409. A payout the reserve cannot
 * cover beside what open claims hold is refused (409 `reserve_short`) and nothing changes. Never
 * one's own withdrawal (403 `own_record`, the attempt audited;
 * docs/decisions/020-roles-and-own-records.md): whose it is never changes, so it is read before
 * the decision's transaction. `inTx` runs first in that transaction (an approved proposal is
 * marked there, decision 024).
 */
export async function decideWithdrawal(
  deps: Pick<TAdminDeps, 'db' | 'repo' | 'audit' | 'catalogue' | 'reserves' | 'account'>,
  staff: TStaff,
  id: number,
  body: z.output<typeof ZAdminWithdrawalDecision>,
  inTx?: (tx: TDbOrTx) => Promise<void>,
): Promise<TAdminWithdrawal> {
  const { repo } = deps;
  const requested = await repo.withdrawalById(id);
  if (requested?.userId === staff.id)
    await refuseOwnRecord(deps.audit, {
      actorId: staff.id,
      action: `withdrawal.${body.decision}`,
      targetType: 'withdrawal',
      targetId: String(id),
      reason: body.reason,
      ownership: 'owner',
      details: { amount: formatAmount(requested.amount) },
    });
  await deps.db.transaction(async (tx) => {
    await inTx?.(tx);
    const existing = await repo.withdrawalById(id, tx);
    if (!existing) throw new AppError('not_found', 'withdrawal_not_found');
    // One change of a user's referral balance at a time (as the withdrawal request takes it).
    await deps.account.lockUser(tx, existing.userId);
    const decided = await repo.decideWithdrawal(tx, id, {
      status: body.decision === 'approve' ? 'done' : 'rejected',
      by: staff.id,
      reason: body.reason,
    });
    if (!decided) throw new AppError('conflict', 'withdrawal_decided');
    if (body.decision === 'approve' && existing.currencyId !== null)
      await deps.reserves.move(tx, {
        currencyId: existing.currencyId,
        kind: 'withdrawal',
        amount: dec(payoutAmount(deps.catalogue.snapshot(), existing.currencyId, existing.amount))
          .neg()
          .toFixed(),
        reference: `referral-withdrawal:${id}`,
        actorId: staff.id,
        reason: body.reason,
      });
    await deps.audit.record(
      {
        actorId: staff.id,
        action: `withdrawal.${body.decision}`,
        targetType: 'withdrawal',
        targetId: String(id),
        reason: body.reason,
        details: { userId: existing.userId, amount: formatAmount(existing.amount) },
      },
      tx,
    );
  });
  if (body.decision === 'approve') await deps.catalogue.refreshHolds();
  const fresh = await repo.withdrawalById(id);
  if (!fresh) throw new AppError('not_found', 'withdrawal_not_found');
  return withdrawalView(deps, fresh);
}
