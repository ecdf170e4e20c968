import type { TApproval } from '@exchanger/core';
import { AppError } from '../../lib/app-error.js';
import type { TStaff } from '../../lib/staff.js';
import type { TApprovalsDeps } from './approvals.deps.js';
import { pendingProposal, refuseOwn } from './decision-checks.js';
import { findProposal, proposalView } from './proposal-view.js';

/**
 * Another administrator approves a proposal: the original use case runs now with the stored
 * arguments, as the approver, re-checking everything it checks (the reserve still covers what is
 * held, the withdrawal still pending, the claim still refundable), and marks the proposal approved
 * in its own transaction with a conditional `UPDATE … WHERE status = 'pending'` — so of two
 * administrators approving at once exactly one effect happens and the other gets 409. When the use
 * case refuses, nothing changes and the proposal keeps waiting (it can then be rejected).
 */
export async function approveProposal(deps: TApprovalsDeps, staff: TStaff, id: number): Promise<TApproval> {
  const proposal = await pendingProposal(deps, staff, id);
  await refuseOwn(deps, staff, proposal, 'approve');
  await deps.execute[proposal.kind](staff, proposal, async (tx) => {
    const marked = await deps.repo.decide(tx, id, {
      status: 'approved',
      decidedBy: staff.id,
      reason: null,
    });
    if (!marked) throw new AppError('conflict', 'approval_decided');
    await deps.audit.record(
      {
        actorId: staff.id,
        action: 'approval.approve',
        targetType: 'approval',
        targetId: String(id),
        reason: proposal.payload.reason ?? '',
        details: {
          kind: proposal.kind,
          target: proposal.target,
          amount: proposal.amount,
          proposedBy: proposal.proposedBy,
        },
      },
      tx,
    );
  });
  return proposalView(await findProposal(deps, id));
}
