/**
 * The claims use cases bound to their dependencies once: the object the routes, the back office
 * and the expiry job receive. Each use case lives in its own file and takes the dependencies
 * explicitly (docs/architecture.md#layers); this file only binds them.
 */
import type { TClaimAction, TLocale, TOperatorClaimAction } from '@exchanger/core';
import { cancelClaimByClient } from './cancel-claim.js';
import { changeClaimStatus, changeClaimStatusAsOperator, type TInChangeTx } from './change-claim-status.js';
import { getClaimForm, getClaimRequisite, getClaimStatus } from './claim-pages.js';
import type { TClaimsDeps } from './claims.deps.js';
import type { TActor, TClaimRow } from './claims.repo.js';
import { confirmClaim } from './confirm-claim.js';
import { createClaim, type TClaimContext, type TClaimInput } from './create-claim.js';
import { expireDueClaims } from './expire-claims.js';

export function createClaimsService(deps: TClaimsDeps) {
  return {
    create: (input: TClaimInput, ctx: TClaimContext) => createClaim(deps, input, ctx),
    form: (id: string, locale: TLocale) => getClaimForm(deps, id, locale),
    requisite: (id: string, locale: TLocale) => getClaimRequisite(deps, id, locale),
    status: (id: string) => getClaimStatus(deps, id),
    /** "I have paid". */
    confirm: (id: string) => confirmClaim(deps, id),
    cancelByClient: (id: string) => cancelClaimByClient(deps, id),
    /** Any change the state machine allows the actor (the core of the others). */
    act: (
      id: string,
      action: TClaimAction,
      actor: TActor,
      reason: string,
      options?: Parameters<typeof changeClaimStatus>[5],
    ) => changeClaimStatus(deps, id, action, actor, reason, options),
    /** The claim row, or null (the back office shows everything of it). */
    find: (id: string): Promise<TClaimRow | null> => deps.repo.findById(id),
    /** An operator's action, with the audit entry written by `inTx` in the change's transaction. */
    actAsOperator: (
      id: string,
      action: TOperatorClaimAction,
      operatorId: number,
      reason: string,
      payoutReference: string | undefined,
      inTx: TInChangeTx,
    ) => changeClaimStatusAsOperator(deps, id, action, operatorId, reason, payoutReference, inTx),
    /** Expires due claims (the job); returns how many. */
    expireDue: () => expireDueClaims(deps),
  };
}

export type TClaimsService = ReturnType<typeof createClaimsService>;
