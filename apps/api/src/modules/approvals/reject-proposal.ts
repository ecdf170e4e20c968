import type { TApproval } from '@exchanger/core';
import { AppError } from '../../lib/app-error.js';
import type { TStaff } from '../../lib/staff.js';
import type { TApprovalsDeps } from './approvals.deps.js';
import { pendingProposal, refuseOwn } from './decision-checks.js';
import { findProposal, proposalView } from './proposal-view.js';

/** Another administrator rejects a proposal with a reason: nothing of it ever happens. Audited. */
export async function rejectProposal(
  deps: Pick<TApprovalsDeps, 'db' | 'repo' | 'audit'>,
  staff: TStaff,
  id: number,
  reason: string,
): Promise<TApproval> {
  const proposal = await pendingProposal(deps, staff, id);
  await refuseOwn(deps, staff, proposal, 'reject');
  await deps.db.transaction(async (tx) => {
    const marked = await deps.repo.decide(tx, id, { status: 'rejected', decidedBy: staff.id, reason });
    if (!marked) throw new AppError('conflict', 'approval_decided');
    await deps.audit.record(
      {
        actorId: staff.id,
        action: 'approval.reject',
        targetType: 'approval',
        targetId: String(id),
        reason,
        details: { kind: proposal.kind, target: proposal.target, amount: proposal.amount },
      },
      tx,
    );
  });
  return proposalView(await findProposal(deps, id));
}
