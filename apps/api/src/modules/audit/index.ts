/**
 * The audit log of staff actions: the writer every audited use case takes, the refusal of a staff
 * action on its own record (decision 020), and its pages; and the check of the hash chains over
 * the audit log and the claim events (decision 023).
 */
export {
  createAuditRepo,
  type TAuditEntry,
  type TAuditFilter,
  type TAuditRepo,
  type TAuditRow,
  type TAuditWriter,
} from './audit.repo.js';
export { createAuditChainRepo, type TAuditChainRepo } from './audit-chain.repo.js';
export { refuseOwnRecord, type TOwnership } from './refuse-own-record.js';
export { verifyAuditChain, type TVerifyChainDeps } from './verify-audit-chain.js';
