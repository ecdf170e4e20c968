/**
 * The desks of the operator back office — the claims desk, users, referral withdrawals and the
 * audit log — one use case per file in `claims/`, `users/`, `withdrawals/` and `audit/`, bound here
 * to their dependencies for the routes. Every operator action names its operator and reason and is
 * written to the audit log in the transaction of the change it records
 * (docs/decisions/009-operator-back-office.md).
 */
import type {
  TLocale,
  ZAdminClaimActionBody,
  ZAdminClaimQuery,
  ZAdminUserQuery,
  ZAdminUserUpdate,
  ZAdminWithdrawalDecision,
  ZAdminWithdrawalQuery,
  ZAuditQuery,
} from '@exchanger/core';
import type { z } from 'zod';
import type { TStaff } from '../../lib/staff.js';
import type { TAdminDeps } from './admin-deps.js';
import { checkAuditChain } from './audit/check-audit-chain.js';
import { listAudit } from './audit/list-audit.js';
import { actOnClaim } from './claims/act-on-claim.js';
import { actOrPropose } from './claims/act-or-propose.js';
import { claimDocument } from './claims/claim-document.js';
import { getClaim } from './claims/get-claim.js';
import { listClaims } from './claims/list-claims.js';
import { revealRequisites } from './claims/reveal-requisites.js';
import { listUsers } from './users/list-users.js';
import { updateUser } from './users/update-user.js';
import type { TInTx } from '../approvals/index.js';
import { decideWithdrawal } from './withdrawals/decide-withdrawal.js';
import { decideWithdrawalOrPropose } from './withdrawals/decide-withdrawal-or-propose.js';
import { listWithdrawals } from './withdrawals/list-withdrawals.js';

export function createAdminService(deps: TAdminDeps) {
  return {
    claimsPage: (query: z.output<typeof ZAdminClaimQuery>, locale: TLocale) =>
      listClaims(deps, query, locale),
    claim: (id: string, staff: TStaff, locale: TLocale, prefix: string) =>
      getClaim(deps, staff, id, locale, prefix),
    revealRequisites: (id: string, staff: TStaff, locale: TLocale) =>
      revealRequisites(deps, staff, id, locale),
    act: (
      id: string,
      body: z.output<typeof ZAdminClaimActionBody>,
      staff: TStaff,
      locale: TLocale,
      prefix: string,
      inTx?: TInTx,
    ) => actOnClaim(deps, staff, id, body, locale, prefix, inTx),
    /** `act`, or a proposal when it is a refund the two-person rule holds back. */
    actOrPropose: (
      id: string,
      body: z.output<typeof ZAdminClaimActionBody>,
      staff: TStaff,
      locale: TLocale,
      prefix: string,
    ) => actOrPropose(deps, staff, id, body, locale, prefix),
    document: (claimId: string, documentId: string) => claimDocument(deps, claimId, documentId),
    usersPage: (query: z.output<typeof ZAdminUserQuery>) => listUsers(deps, query),
    updateUser: (id: number, body: z.output<typeof ZAdminUserUpdate>, staff: TStaff) =>
      updateUser(deps, staff, id, body),
    withdrawalsPage: (query: z.output<typeof ZAdminWithdrawalQuery>) => listWithdrawals(deps, query),
    decideWithdrawal: (
      id: number,
      body: z.output<typeof ZAdminWithdrawalDecision>,
      staff: TStaff,
      inTx?: TInTx,
    ) => decideWithdrawal(deps, staff, id, body, inTx),
    /** `decideWithdrawal`, or a proposal when the two-person rule holds the payment back. */
    decideWithdrawalOrPropose: (id: number, body: z.output<typeof ZAdminWithdrawalDecision>, staff: TStaff) =>
      decideWithdrawalOrPropose(deps, staff, id, body),
    auditPage: (query: z.output<typeof ZAuditQuery>, staff: TStaff) => listAudit(deps, staff, query),
    auditChain: (staff: TStaff) => checkAuditChain(deps, staff),
  };
}

export type TAdminService = ReturnType<typeof createAdminService>;
