/** The two-person rule (decision 024): proposals of large money actions and a second administrator's decision. */
export { approvalsRoutes } from './approvals.routes.js';
export { createApprovalsRepo, type TApprovalsRepo } from './approvals.repo.js';
export type { TApprovalExecutors, TInTx } from './approvals.deps.js';
export {
  createApprovalGate,
  createApprovalsService,
  type TApprovalGate,
  type TApprovalsService,
} from './approvals.service.js';
export type { TGated, TProposalRequest } from './run-or-propose.js';
