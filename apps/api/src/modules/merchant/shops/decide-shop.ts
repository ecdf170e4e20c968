import type { TAdminShop, TShopStatus } from '@exchanger/core';
import { AppError } from '../../../lib/app-error.js';
import { refuseOwnRecord } from '../../audit/index.js';
import type { TMerchantDeps } from '../deps.js';
import { adminShopView } from '../views.js';

/**
 * An administrator approves, rejects or blocks a shop (a refusal needs a reason), with the audit
 * entry in the same transaction. Deciding what the shop already is answers 409. Never one's own
 * shop (403 `own_record`, the attempt audited; docs/decisions/020-roles-and-own-records.md): a
 * shop's owner never changes, so it is read before the decision's transaction.
 */
export async function decideShop(
  deps: Pick<TMerchantDeps, 'db' | 'repo' | 'catalogue' | 'audit' | 'now'>,
  staffId: number,
  id: number,
  decision: 'approve' | 'reject' | 'block',
  reason: string,
): Promise<TAdminShop> {
  const target = await deps.repo.shopById(id);
  if (target?.userId === staffId)
    await refuseOwnRecord(deps.audit, {
      actorId: staffId,
      action: `shop.${decision}`,
      targetType: 'shop',
      targetId: String(id),
      reason,
      ownership: 'owner',
      details: { status: target.status },
    });
  if (decision !== 'approve' && !reason.trim())
    throw new AppError('validation_error', 'validation_error', {
      fields: { reason: ['reason_required'] },
    });
  const status: TShopStatus =
    decision === 'approve' ? 'approved' : decision === 'reject' ? 'rejected' : 'blocked';
  return deps.db.transaction(async (tx) => {
    const shop = await deps.repo.shopById(id, tx);
    if (!shop) throw new AppError('not_found', 'shop_not_found');
    if (shop.status === status)
      throw new AppError('conflict', 'shop_status_conflict', { params: { status } });
    const row = await deps.repo.updateShop(
      id,
      {
        status,
        reason: decision === 'approve' ? null : reason,
        decidedBy: staffId,
        ...(status === 'approved' ? { approvedAt: deps.now() } : {}),
      },
      tx,
    );
    if (!row) throw new AppError('not_found', 'shop_not_found');
    await deps.audit.record(
      {
        actorId: staffId,
        action: `shop.${decision}`,
        targetType: 'shop',
        targetId: String(id),
        reason,
        details: { from: shop.status, to: status },
      },
      tx,
    );
    return adminShopView(deps, row, await deps.repo.ownerEmail(row.userId, tx));
  });
}
