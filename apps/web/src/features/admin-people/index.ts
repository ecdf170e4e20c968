/** People in the back office: users and their roles, and the audit log of what operators did. */
export { AuditChainState } from './components/audit-chain-state';
export { AuditLog, type TAuditLogProps, type TAuditView } from './components/audit-log';
export { UsersDesk, type TUsersDeskProps, type TUsersView } from './components/users-desk';
export {
  AUDIT_FILTER_RULES,
  USER_FILTER_RULES,
  type TAuditFilters,
  type TUserFilters,
} from './utils/filters';
export { auditActionLabel } from './utils/labels';
