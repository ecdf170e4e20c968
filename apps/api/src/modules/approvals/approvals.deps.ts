/**
 * What the two-person rule's use cases take (decision 024): the proposals' queries, the audit
 * writer, and — for approving — the original use cases, one per kind, wired in the composition
 * root from the modules that own them (so this module imports none of them).
 */
import type { TApprovalKind } from '@exchanger/core';
import type { TDb, TDbOrTx } from '../../db/client.js';
import type { TStaff } from '../../lib/staff.js';
import type { TAuditWriter } from '../audit/index.js';
import type { TApprovalsRepo } from './approvals.repo.js';

/** Work an executed use case runs in its own transaction: marking the proposal approved. */
export type TInTx = (tx: TDbOrTx) => Promise<void>;

/**
 * Runs the original use case with a proposal's stored arguments, as `staff` (the approver), with
 * every check it makes today, calling `inTx` inside its transaction.
 */
export type TApprovalExecutor = (
  staff: TStaff,
  proposal: { target: string; payload: Record<string, string> },
  inTx: TInTx,
) => Promise<unknown>;

export type TApprovalExecutors = Record<TApprovalKind, TApprovalExecutor>;

export interface TApprovalsDeps {
  db: TDb;
  repo: TApprovalsRepo;
  audit: TAuditWriter;
  execute: TApprovalExecutors;
}
