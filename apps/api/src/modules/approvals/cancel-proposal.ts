import type { TApproval } from '@exchanger/core';
import { AppError } from '../../lib/app-error.js';
import type { TStaff } from '../../lib/staff.js';
import type { TApprovalsDeps } from './approvals.deps.js';
import { pendingProposal } from './decision-checks.js';
import { findProposal, proposalView } from './proposal-view.js';

/** The proposer withdraws his own proposal (another administrator's answers 403). Audited. */
export async function cancelProposal(
  deps: Pick<TApprovalsDeps, 'db' | 'repo' | 'audit'>,
  staff: TStaff,
  id: number,
  reason: string | undefined,
): Promise<TApproval> {
  const proposal = await pendingProposal(deps, staff, id);
  if (proposal.proposedBy !== staff.id) throw new AppError('permission_denied', 'approval_not_yours');
  await deps.db.transaction(async (tx) => {
    const marked = await deps.repo.decide(tx, id, {
      status: 'cancelled',
      decidedBy: staff.id,
      reason: reason || null,
    });
    if (!marked) throw new AppError('conflict', 'approval_decided');
    await deps.audit.record(
      {
        actorId: staff.id,
        action: 'approval.cancel',
        targetType: 'approval',
        targetId: String(id),
        reason: reason ?? '',
        details: { kind: proposal.kind, target: proposal.target, amount: proposal.amount },
      },
      tx,
    );
  });
  return proposalView(await findProposal(deps, id));
}
