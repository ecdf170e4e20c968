/**
 * The two-person rule (decision 024), in two parts: the gate the money use cases of other modules
 * call before they act (`createApprovalGate`, built before them), and the decisions on proposals
 * (`createApprovalsService`, built after them, since approving runs them).
 */
import type { ZApprovalQuery } from '@exchanger/core';
import type { z } from 'zod';
import type { TStaff } from '../../lib/staff.js';
import type { TApprovalsDeps } from './approvals.deps.js';
import { approveProposal } from './approve-proposal.js';
import { cancelProposal } from './cancel-proposal.js';
import { listProposals } from './list-proposals.js';
import { rejectProposal } from './reject-proposal.js';
import { runOrPropose, type TProposalRequest } from './run-or-propose.js';

export function createApprovalGate(deps: Pick<TApprovalsDeps, 'db' | 'repo' | 'audit'>) {
  return {
    runOrPropose: <T>(staff: TStaff, request: TProposalRequest, run: () => Promise<T>) =>
      runOrPropose(deps, staff, request, run),
  };
}

export type TApprovalGate = ReturnType<typeof createApprovalGate>;

export function createApprovalsService(deps: TApprovalsDeps) {
  return {
    page: (staff: TStaff, query: z.output<typeof ZApprovalQuery>) => listProposals(deps, staff, query),
    approve: (staff: TStaff, id: number) => approveProposal(deps, staff, id),
    reject: (staff: TStaff, id: number, reason: string) => rejectProposal(deps, staff, id, reason),
    cancel: (staff: TStaff, id: number, reason: string | undefined) =>
      cancelProposal(deps, staff, id, reason),
  };
}

export type TApprovalsService = ReturnType<typeof createApprovalsService>;
