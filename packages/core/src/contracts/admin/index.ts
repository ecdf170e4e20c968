/**
 * Operator API contracts (`/admin/api/...`, docs/architecture.md#accounts), one file per desk: the
 * claims desk, users, referral withdrawals, the audit log and the catalogue. Only operators and
 * admins reach these calls; role changes are for admins alone. Amounts are decimal strings, as
 * everywhere.
 */
export * from './claims.js';
export * from './users.js';
export * from './withdrawals.js';
export * from './audit.js';
export * from './currencies.js';
export * from './directions.js';
export * from './direction-file.js';
export * from './approvals.js';
export * from './chains.js';
