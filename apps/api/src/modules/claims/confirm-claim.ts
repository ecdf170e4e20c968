/**
 * "I have paid". A claim past its lifetime is refused even before the expiry job has run; a
 * direction that needs card verification moves the claim on to `verification` at once, as the
 * system (docs/architecture.md#claims).
 */
import type { TClaimStatus } from '@exchanger/core';
import { AppError } from '../../lib/app-error.js';
import { changeClaimStatus } from './change-claim-status.js';
import { loadClaim, nowOf, type TClaimsDeps } from './claims.deps.js';

export async function confirmClaim(
  deps: TClaimsDeps,
  id: string,
  /** The client's transaction id or receipt number ('' for none), kept for the operator. */
  paymentReference = '',
): Promise<{ status: TClaimStatus }> {
  const claim = await loadClaim(deps, id);
  // A watched currency's payment is seen on the chain; the client's word is not asked for.
  if (claim.depositAddress && (await deps.deposits?.isWatched(claim.fromId)))
    throw new AppError('conflict', 'claim_watched');
  if (claim.status === 'new' && claim.expiresAt.getTime() <= nowOf(deps).getTime()) {
    throw new AppError('conflict', 'claim_status_conflict', { params: { status: 'expired' } });
  }
  const paid = await changeClaimStatus(deps, id, 'confirm', { type: 'client' }, '', {
    extra: { clientPaymentReference: paymentReference || null },
  });
  if (!paid.verificationRequired) return { status: paid.status as TClaimStatus };
  const waiting = await changeClaimStatus(
    deps,
    id,
    'require_verification',
    { type: 'system' },
    'the direction requires card verification',
  );
  return { status: waiting.status as TClaimStatus };
}
