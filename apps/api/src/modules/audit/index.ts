/** The audit log of staff actions: the writer every audited use case takes, and its pages. */
export {
  createAuditRepo,
  type TAuditEntry,
  type TAuditFilter,
  type TAuditRepo,
  type TAuditRow,
  type TAuditWriter,
} from './audit.repo.js';
export { refuseOwnRecord, type TOwnership } from './refuse-own-record.js';
