/** What every decision on a proposal checks first, in this order. */
import { AppError } from '../../lib/app-error.js';
import type { TStaff } from '../../lib/staff.js';
import type { TApprovalsDeps } from './approvals.deps.js';
import type { TProposalRecord } from './approvals.repo.js';
import { findProposal } from './proposal-view.js';

/** Administrators only (403 `admin_only`); the proposal exists (404) and still waits (409). */
export async function pendingProposal(
  deps: Pick<TApprovalsDeps, 'repo'>,
  staff: TStaff,
  id: number,
): Promise<TProposalRecord> {
  if (staff.role !== 'admin') throw new AppError('permission_denied', 'admin_only');
  const proposal = await findProposal(deps, id);
  if (proposal.status !== 'pending') throw new AppError('conflict', 'approval_decided');
  return proposal;
}

/**
 * The proposer cannot decide his own proposal (403 `own_record`); the refused attempt is audited.
 * He may only cancel it.
 */
export async function refuseOwn(
  deps: Pick<TApprovalsDeps, 'audit'>,
  staff: TStaff,
  proposal: TProposalRecord,
  attempted: 'approve' | 'reject',
): Promise<void> {
  if (proposal.proposedBy !== staff.id) return;
  await deps.audit.record({
    actorId: staff.id,
    action: 'approval.own_record',
    targetType: 'approval',
    targetId: String(proposal.id),
    reason: '',
    details: { attempted, kind: proposal.kind, target: proposal.target },
  });
  throw new AppError('own_record', 'own_record');
}
