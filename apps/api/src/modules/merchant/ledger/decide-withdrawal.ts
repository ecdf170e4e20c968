import type { TShopLedgerLine } from '@exchanger/core';
import type { TDbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { TMerchantDeps } from '../deps.js';
import { currencyCode, ledgerLineView } from '../views.js';

/**
 * An operator pays out (approve) or refuses (reject, with a reason) a pending withdrawal, once
 * (409 `withdrawal_decided` after); a rejected one no longer counts against the balance. Audited
 * in the same transaction, where `inTx` runs first (an approved proposal is marked there, decision 024).
 */
export async function decideWithdrawal(
  deps: Pick<TMerchantDeps, 'db' | 'ledger' | 'catalogue' | 'audit'>,
  staffId: number,
  id: number,
  decision: 'approve' | 'reject',
  reason: string,
  inTx?: (tx: TDbOrTx) => Promise<void>,
): Promise<TShopLedgerLine> {
  if (decision === 'reject' && !reason.trim())
    throw new AppError('validation_error', 'validation_error', {
      fields: { reason: ['reason_required'] },
    });
  return deps.db.transaction(async (tx) => {
    await inTx?.(tx);
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
