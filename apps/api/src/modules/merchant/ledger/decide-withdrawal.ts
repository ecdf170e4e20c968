import { dec, type TShopLedgerLine } from '@exchanger/core';
import type { TDbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { refuseOwnRecord } from '../../audit/index.js';
import type { TMerchantDeps } from '../deps.js';
import { currencyCode, ledgerLineView } from '../views.js';

/**
 * An administrator pays out (approve) or refuses (reject, with a reason) a pending withdrawal, once
 * (409 `withdrawal_decided` after); a rejected one no longer counts against the balance. A payout
 * lowers the reserve of the shop's currency by its amount (docs/decisions/021), refused (409
 * `reserve_short`, nothing changed) when the reserve cannot cover it beside what open claims hold.
 * Audited in the same transaction, where `inTx` runs first (an approved proposal is marked there,
 * decision 024). Never a withdrawal of one's own shop (403 `own_record`, the attempt audited;
 * docs/decisions/020-roles-and-own-records.md): read before the decision's transaction, since a
 * shop's owner never changes.
 */
export async function decideWithdrawal(
  deps: Pick<TMerchantDeps, 'db' | 'ledger' | 'catalogue' | 'reserves' | 'audit'>,
  staffId: number,
  id: number,
  decision: 'approve' | 'reject',
  reason: string,
  inTx?: (tx: TDbOrTx) => Promise<void>,
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
  const line = await deps.db.transaction(async (tx) => {
    await inTx?.(tx);
    const row = await deps.ledger.decideWithdrawal(tx, id, {
      status: decision === 'approve' ? 'done' : 'rejected',
      decidedBy: staffId,
      reason,
    });
    if (!row) throw new AppError('conflict', 'withdrawal_decided');
    if (decision === 'approve')
      await deps.reserves.move(tx, {
        currencyId: row.currencyId,
        kind: 'withdrawal',
        amount: dec(row.amount).neg().toFixed(),
        reference: `shop-withdrawal:${row.id}`,
        actorId: staffId,
        reason: reason || null,
      });
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
  if (decision === 'approve') await deps.catalogue.refreshHolds();
  return line;
}
