/**
 * The one way a claim's status changes (docs/architecture.md#claims): the state machine of
 * `@exchanger/core` decides whether the actor may take the action; the repository moves the claim
 * only if it is still in the status read, so of two actors racing exactly one wins and the other
 * gets 409 with the status it found. Used by the client's use cases and by the back office.
 */
import {
  transitionClaim,
  type TClaimAction,
  type TClaimStatus,
  type TOperatorClaimAction,
} from '@exchanger/core';
import type { TDbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { notifyStatus } from './claim-mails.js';
import { movesReserve, moveReserveOfClaim } from './claim-reserve.js';
import { loadClaim, type TClaimsDeps } from './claims.deps.js';
import type { TActor, TClaimRow } from './claims.repo.js';

/** Work done in the change's own transaction (e.g. the operator's audit entry). */
export type TInChangeTx = (tx: TDbOrTx, row: TClaimRow, from: TClaimStatus) => Promise<void>;

export async function changeClaimStatus(
  deps: TClaimsDeps,
  id: string,
  action: TClaimAction,
  actor: TActor,
  reason: string,
  options: {
    extra?: { payoutReference?: string; clientPaymentReference?: string | null };
    /** Runs in the change's transaction (e.g. the operator audit entry). */
    inTx?: TInChangeTx;
    /** The status the actor saw: the change applies only from it (409 otherwise). */
    expected?: TClaimStatus;
  } = {},
): Promise<TClaimRow> {
  const claim = await loadClaim(deps, id);
  if (options.expected && claim.status !== options.expected)
    throw new AppError('conflict', 'claim_status_conflict', { params: { status: claim.status } });
  const result = transitionClaim(claim.status as TClaimStatus, action, actor.type);
  if (!result.ok) {
    throw new AppError(
      result.reason === 'not_allowed_for_actor' ? 'permission_denied' : 'conflict',
      'claim_status_conflict',
      {
        params: { status: claim.status },
      },
    );
  }
  const programs = deps.programs;
  const moves = movesReserve(action, result.to);
  // A completed claim credits its referrer in the same transaction, so at most once
  // (docs/architecture.md#accounts); a payout, a payment counted or a refund moves the reserve
  // in it too (docs/decisions/021).
  const afterChange = async (tx: TDbOrTx, row: TClaimRow) => {
    if (moves) await moveReserveOfClaim(deps.reserves, tx, row, action, actor);
    if (result.to === 'completed' && programs && row.referrerId !== null) {
      await programs.accrueReferral(tx, {
        id: row.id,
        referrerId: row.referrerId,
        userId: row.userId,
        email: row.email,
        usdValue: row.usdValue,
        directionMarginPercent: await deps.repo.marginOf(row.directionId, tx),
      });
    }
    await options.inTx?.(tx, row, result.from);
  };
  const updated = await deps.repo.changeStatus(
    id,
    action,
    result.from,
    result.to,
    actor,
    reason,
    options.extra ?? {},
    afterChange,
  );
  if (!updated) {
    // Someone else moved it first.
    const fresh = await loadClaim(deps, id);
    throw new AppError('conflict', 'claim_status_conflict', { params: { status: fresh.status } });
  }
  if (result.releasesHold || moves) await deps.catalogue.refreshHolds();
  await notifyStatus(deps, updated);
  return updated;
}

/**
 * An operator's action on a claim (the back office): the state machine decides whether it is
 * allowed; `inTx` writes the audit entry in the same transaction as the change. Two operators
 * acting at once: the second gets 409. With `expected` (the status on the operator's screen) an
 * action that the state machine would still allow after another operator's, such as a refund after
 * "payment received", is refused too.
 */
export async function changeClaimStatusAsOperator(
  deps: TClaimsDeps,
  id: string,
  action: TOperatorClaimAction,
  operatorId: number,
  reason: string,
  payoutReference: string | undefined,
  inTx: TInChangeTx,
  expected?: TClaimStatus,
): Promise<TClaimRow> {
  return changeClaimStatus(deps, id, action, { type: 'operator', id: String(operatorId) }, reason, {
    extra: action === 'complete' && payoutReference ? { payoutReference } : {},
    inTx,
    ...(expected ? { expected } : {}),
  });
}
