import type { TClaimStatus, TVerificationState } from '@exchanger/core';

/** What the verification page shows (`data-state` of `verify-state`). */
export type TVerifyState = 'not-required' | 'waiting' | 'received' | 'approved' | 'closed';

/** The claim went past the check: the operator approved the card. */
const APPROVED: readonly TClaimStatus[] = ['paid', 'processing', 'completed'];
/** The claim is over without an exchange: there is nothing to verify any more. */
const CLOSED: readonly TClaimStatus[] = ['cancelled', 'expired', 'refunded'];

export function verifyStateOf(state: TVerificationState): TVerifyState {
  if (!state.required) return 'not-required';
  if (APPROVED.includes(state.status)) return 'approved';
  if (CLOSED.includes(state.status)) return 'closed';
  return state.documents.length > 0 ? 'received' : 'waiting';
}

/** The server keeps at most this many files per claim (more is a 409). */
export const MAX_DOCUMENTS = 5;
