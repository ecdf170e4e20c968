/** The client cancels a claim: the state machine allows it while it is `new` or in `verification`. */
import type { TClaimStatus } from '@exchanger/core';
import { changeClaimStatus } from './change-claim-status.js';
import type { TClaimsDeps } from './claims.deps.js';

export async function cancelClaimByClient(deps: TClaimsDeps, id: string): Promise<{ status: TClaimStatus }> {
  const claim = await changeClaimStatus(deps, id, 'cancel', { type: 'client' }, 'cancelled by the client');
  return { status: claim.status as TClaimStatus };
}
