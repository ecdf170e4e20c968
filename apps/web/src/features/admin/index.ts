export { ADMIN_KEY } from './api/admin-keys';
export { useWaitingClaims } from './api/get-admin-claims';
export { AuditLog, type TAuditLogProps, type TAuditView } from './components/audit-log';
export { ClaimDesk, type TClaimDeskProps } from './components/claim-desk';
export { ClaimsQueue, type TClaimsQueueProps, type TClaimsView } from './components/claims-queue';
export { UsersDesk, type TUsersDeskProps, type TUsersView } from './components/users-desk';
export {
  WithdrawalsDesk,
  type TWithdrawalsDeskProps,
  type TWithdrawalsView,
} from './components/withdrawals-desk';
export {
  AUDIT_FILTER_RULES,
  CLAIM_FILTER_RULES,
  filtersToSearch,
  readFilters,
  readPage,
  USER_FILTER_RULES,
  WITHDRAWAL_FILTER_RULES,
  WITHDRAWAL_STATUSES,
  type TAuditFilters,
  type TClaimFilters,
  type TUserFilters,
  type TWithdrawalStatus,
} from './utils/search-params';
