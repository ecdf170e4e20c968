/** The two-person rule in the back office (decision 024): what waits for a second administrator. */
export { usePendingApprovals } from './api/get-approvals';
export { ApprovalsDesk, type TApprovalsDeskProps, type TApprovalsView } from './components/approvals-desk';
export { APPROVAL_FILTER_STATUSES } from './utils/labels';
