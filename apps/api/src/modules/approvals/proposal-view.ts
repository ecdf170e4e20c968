/** A proposal as the back office sees it. */
import { formatAmount, toIso, type TApproval } from '@exchanger/core';
import { AppError } from '../../lib/app-error.js';
import type { TApprovalsRepo, TProposalRecord } from './approvals.repo.js';

export function proposalView(p: TProposalRecord): TApproval {
  return {
    id: p.id,
    kind: p.kind,
    target: p.target,
    payload: p.payload,
    amount: formatAmount(p.amount, p.currency.precision),
    currency: { id: p.currencyId, code: p.currency.code, ticker: p.currency.ticker },
    proposedBy: { id: p.proposedBy, email: p.proposer },
    proposedAt: toIso(p.proposedAt),
    status: p.status,
    decidedBy: p.decidedBy === null ? null : { id: p.decidedBy, email: p.decider ?? '' },
    decidedAt: toIso(p.decidedAt),
    reason: p.reason,
  };
}

/** The proposal, or 404. */
export async function findProposal(deps: { repo: Pick<TApprovalsRepo, 'find'> }, id: number) {
  const row = await deps.repo.find(id);
  if (!row) throw new AppError('not_found', 'approval_not_found');
  return row;
}
