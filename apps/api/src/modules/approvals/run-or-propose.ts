import { dec, type TApproval, type TApprovalKind } from '@exchanger/core';
import { AppError } from '../../lib/app-error.js';
import type { TStaff } from '../../lib/staff.js';
import type { TApprovalsDeps } from './approvals.deps.js';
import { findProposal, proposalView } from './proposal-view.js';

/** An action the two-person rule may hold back: what it is, on what, for how much, with which arguments. */
export interface TProposalRequest {
  kind: TApprovalKind;
  target: string;
  currencyId: number;
  /** Compared with the currency's threshold (decimal string, in its units). */
  amount: string;
  /** The exact arguments the action will be run with when approved. */
  payload: Record<string, string>;
}

/** Either the action ran (`done`), or it waits for a second administrator (`proposal`, a 202). */
export type TGated<T> = { done: T } | { proposal: TApproval };

/**
 * The two-person rule (decision 024): runs `run` at once, unless the amount is above the
 * currency's approval threshold while the exchanger has two or more active administrators; the
 * action is then stored as a proposal (audited) and nothing else changes. With fewer than two
 * active administrators the action runs directly: a one-person exchanger has nobody to approve,
 * and the rule must not lock it out of its own money. Only an administrator may propose; an
 * operator asking for such an action gets 403 `admin_only`.
 */
export async function runOrPropose<T>(
  deps: Pick<TApprovalsDeps, 'db' | 'repo' | 'audit'>,
  staff: TStaff,
  request: TProposalRequest,
  run: () => Promise<T>,
): Promise<TGated<T>> {
  const currency = await deps.repo.thresholdOf(request.currencyId);
  const threshold = currency?.threshold ?? null;
  if (threshold === null || !dec(request.amount).gt(dec(threshold))) return { done: await run() };
  if ((await deps.repo.activeAdmins()) < 2) return { done: await run() };
  if (staff.role !== 'admin') throw new AppError('permission_denied', 'admin_only');
  const id = await deps.db.transaction(async (tx) => {
    const row = await deps.repo.insert(tx, { ...request, proposedBy: staff.id });
    if (!row) throw new AppError('conflict', 'approval_pending_exists');
    await deps.audit.record(
      {
        actorId: staff.id,
        action: 'approval.propose',
        targetType: 'approval',
        targetId: String(row.id),
        reason: request.payload.reason ?? '',
        details: {
          kind: request.kind,
          target: request.target,
          amount: request.amount,
          currencyId: request.currencyId,
          payload: request.payload,
        },
      },
      tx,
    );
    return row.id;
  });
  return { proposal: proposalView(await findProposal(deps, id)) };
}
