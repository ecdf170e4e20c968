/**
 * The claims use cases bound to their dependencies once: the object the routes, the back office
 * and the expiry job receive. Each use case lives in its own file and takes the dependencies
 * explicitly as its first argument (docs/architecture.md#layers); this file only binds them.
 */
import { cancelClaimByClient } from './cancel-claim.js';
import { changeClaimStatus, changeClaimStatusAsOperator } from './change-claim-status.js';
import { getClaimForm, getClaimRequisite, getClaimStatus } from './claim-pages.js';
import type { TClaimsDeps } from './claims.deps.js';
import { confirmClaim } from './confirm-claim.js';
import { createClaim } from './create-claim.js';
import { expireDueClaims } from './expire-claims.js';
import { lookupClaim } from './lookup-claim.js';
import { recomputeClaim } from './recompute-claim.js';

export function createClaimsService(deps: TClaimsDeps) {
  const bind =
    <TArgs extends unknown[], TResult>(useCase: (deps: TClaimsDeps, ...args: TArgs) => TResult) =>
    (...args: TArgs): TResult =>
      useCase(deps, ...args);

  return {
    create: bind(createClaim),
    form: bind(getClaimForm),
    requisite: bind(getClaimRequisite),
    status: bind(getClaimStatus),
    /** The footer's lookup: the short number with the claim's e-mail. */
    lookup: bind(lookupClaim),
    /** "I have paid". */
    confirm: bind(confirmClaim),
    cancelByClient: bind(cancelClaimByClient),
    /** Any change the state machine allows the actor (the core of the others). */
    act: bind(changeClaimStatus),
    /** An operator's action, with the audit entry written by `inTx` in the change's transaction. */
    actAsOperator: bind(changeClaimStatusAsOperator),
    /** `recompute`: a reviewed payment accepted at today's course (docs/payments.md). */
    recompute: bind(recomputeClaim),
    /** Expires due claims (the job); returns how many. */
    expireDue: bind(expireDueClaims),
    /** The claim row, or null (the back office shows everything of it). */
    find: (id: string) => deps.repo.findById(id),
  };
}

export type TClaimsService = ReturnType<typeof createClaimsService>;
