/**
 * The claim state machine (docs/architecture.md#claims): the only way a claim's status changes. Pure: the server
 * applies the result in a transaction and writes the event; the browser uses it to show which
 * actions are possible.
 */
export const CLAIM_STATUSES = [
  'new',
  'verification',
  /** A payment to the claim's deposit address is on the chain, not yet final (watched currencies). */
  'confirming',
  'paid',
  'processing',
  'completed',
  'cancelled',
  'expired',
  'refunded',
  /**
   * A payment the watcher cannot accept by itself (short, over, late, a second one, another asset):
   * an operator accepts it, recomputes the claim at today's course, or refunds it.
   */
  'review',
] as const;
export type TClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_ACTIONS = [
  /** The client says the payment was sent. */
  'confirm',
  'cancel',
  /** The lifetime passed while waiting for payment. */
  'expire',
  /** Card or AML verification is required before the claim can proceed. */
  'require_verification',
  'approve_verification',
  'reject_verification',
  /** The operator has seen the payment; payout under way. */
  'payment_received',
  /** Payout sent; needs a payout reference. */
  'complete',
  'refund',
  /** The watcher saw a payment to the claim's address (docs/payments.md). */
  'payment_detected',
  /** The payment reached the currency's required confirmations. */
  'payment_confirmed',
  /** The payment left the chain (a reorganisation) before it was final. */
  'payment_reverted',
  /** A payment the watcher cannot accept by itself. */
  'payment_review',
  /** The operator accepts a reviewed payment as it is. */
  'accept_payment',
  /** The operator accepts a reviewed payment with the receive amount recomputed at today's course. */
  'recompute',
] as const;
export type TClaimAction = (typeof CLAIM_ACTIONS)[number];

export type TClaimActor = 'client' | 'operator' | 'system';

interface TTransition {
  from: readonly TClaimStatus[];
  to: TClaimStatus;
  actors: readonly TClaimActor[];
}

const TRANSITIONS: Record<TClaimAction, TTransition> = {
  confirm: { from: ['new'], to: 'paid', actors: ['client'] },
  cancel: { from: ['new', 'verification', 'paid'], to: 'cancelled', actors: ['client', 'operator'] },
  expire: { from: ['new'], to: 'expired', actors: ['system'] },
  require_verification: { from: ['new', 'paid'], to: 'verification', actors: ['operator', 'system'] },
  approve_verification: { from: ['verification'], to: 'paid', actors: ['operator'] },
  reject_verification: { from: ['verification'], to: 'cancelled', actors: ['operator'] },
  payment_received: { from: ['paid'], to: 'processing', actors: ['operator'] },
  complete: { from: ['processing'], to: 'completed', actors: ['operator'] },
  refund: { from: ['paid', 'processing', 'review'], to: 'refunded', actors: ['operator'] },
  payment_detected: { from: ['new'], to: 'confirming', actors: ['system'] },
  payment_confirmed: { from: ['confirming'], to: 'paid', actors: ['system'] },
  payment_reverted: { from: ['confirming'], to: 'new', actors: ['system'] },
  payment_review: {
    from: ['new', 'confirming', 'paid', 'expired', 'cancelled'],
    to: 'review',
    actors: ['system'],
  },
  accept_payment: { from: ['review'], to: 'paid', actors: ['operator'] },
  recompute: { from: ['review'], to: 'paid', actors: ['operator'] },
};

/** A client may cancel only before paying; an operator may cancel a paid claim too. */
const CLIENT_CANCEL_FROM: readonly TClaimStatus[] = ['new', 'verification'];

export const FINAL_STATUSES: readonly TClaimStatus[] = ['completed', 'cancelled', 'expired', 'refunded'];

/** Statuses whose receive amount is still held against the reserve. */
export const HOLDING_STATUSES: readonly TClaimStatus[] = [
  'new',
  'verification',
  'confirming',
  'paid',
  'processing',
  'review',
];

/**
 * Statuses of a claim whose payment the exchanger has not seen yet: `paid` is only the client's
 * word ("I have paid") until an operator records the payment. The rationing of claims counts these
 * (docs/decisions/027-claim-rationing.md).
 */
export const UNPAID_STATUSES: readonly TClaimStatus[] = ['new', 'verification', 'paid'];

/**
 * Whether a claim in `status` takes a card photo: while it waits for verification, or before
 * payment on a direction that will ask for one (the client may send it ahead). Past the check, or
 * closed, it needs none.
 */
export function acceptsVerificationPhoto(status: TClaimStatus, verificationRequired: boolean): boolean {
  return status === 'verification' || (status === 'new' && verificationRequired);
}

export function isFinalStatus(status: TClaimStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

export type TTransitionResult =
  | { ok: true; from: TClaimStatus; to: TClaimStatus; releasesHold: boolean }
  | { ok: false; reason: 'not_allowed_from_status' | 'not_allowed_for_actor' };

/** What `action` by `actor` does to a claim in `status`. */
export function transitionClaim(
  status: TClaimStatus,
  action: TClaimAction,
  actor: TClaimActor,
): TTransitionResult {
  const rule = TRANSITIONS[action];
  if (!rule.actors.includes(actor)) return { ok: false, reason: 'not_allowed_for_actor' };
  const allowedFrom = action === 'cancel' && actor === 'client' ? CLIENT_CANCEL_FROM : rule.from;
  if (!allowedFrom.includes(status)) return { ok: false, reason: 'not_allowed_from_status' };
  return { ok: true, from: status, to: rule.to, releasesHold: !HOLDING_STATUSES.includes(rule.to) };
}

/** The actions `actor` can take on a claim in `status` (for buttons and the operator desk). */
export function availableActions(status: TClaimStatus, actor: TClaimActor): TClaimAction[] {
  return CLAIM_ACTIONS.filter((action) => transitionClaim(status, action, actor).ok);
}
