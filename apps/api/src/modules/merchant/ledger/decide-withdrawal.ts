import type { TShopLedgerLine } from '@exchanger/core';
import { AppError } from '../../../lib/app-error.js';
import { refuseOwnRecord } from '../../audit/index.js';
import type { TMerchantDeps } from '../deps.js';
import { currencyCode, ledgerLineView } from '../views.js';

/**
 * An administrator pays out (approve) or refuses (reject, with a reason) a pending withdrawal, once
 * (409 `withdrawal_decided` after); a rejected one no longer counts against the balance. Audited
 * in the same transaction. Never a withdrawal of one's own shop (403 `own_record`, the attempt
 * audited; docs/decisions/020-roles-and-own-records.md): read before the decision's transaction,
 * since a shop's owner never changes.
 */
export async function decideWithdrawal(
  deps: Pick<TMerchantDeps, 'db' | 'ledger' | 'catalogue' | 'audit'>,
  staffId: number,
  id: number,
  decision: 'approve' | 'reject',
  reason: string,
): Promise<TShopLedgerLine> {
  const requested = await deps.ledger.withdrawalWithOwner(id);
  if (requested?.ownerId === staffId)
    await refuseOwnRecord(deps.audit, {
      actorId: staffId,
      action: `shop_withdrawal.${decision}`,
      targetType: 'shop',
      targetId: String(requested.line.shopId),
      reason,
      ownership: 'owner',
      details: {
        withdrawalId: id,
        amount: requested.line.amount,
        currency: currencyCode(deps, requested.line.currencyId),
      },
    });
  if (decision === 'reject' && !reason.trim())
    throw new AppError('validation_error', 'validation_error', {
      fields: { reason: ['reason_required'] },
    });
  return deps.db.transaction(async (tx) => {
    const row = await deps.ledger.decideWithdrawal(tx, id, {
      status: decision === 'approve' ? 'done' : 'rejected',
      decidedBy: staffId,
      reason,
    });
    if (!row) throw new AppError('conflict', 'withdrawal_decided');
    await deps.audit.record(
      {
        actorId: staffId,
        action: `shop_withdrawal.${decision}`,
        targetType: 'shop',
        targetId: String(row.shopId),
        reason,
        details: { withdrawalId: row.id, amount: row.amount, currency: currencyCode(deps, row.currencyId) },
      },
      tx,
    );
    return ledgerLineView(deps, row);
  });
}
