/**
 * What a watched claim's payments on the chain mean for it (docs/payments.md): pure, so the
 * watcher, its tests and the back office judge alike. The watcher applies the verdict through the
 * state machine and asks again until there is none (a detected payment may be confirmed at once).
 */
import { dec } from '../money/decimal.js';
import type { TClaimStatus } from './claim-status.js';

/** One payment to the claim's deposit address as the watcher sees it now. */
export interface TObservedPayment {
  amount: string;
  /** Blocks on top of it, its own included; 0 while unconfirmed. */
  confirmations: number;
  /** It left the chain (a reorganisation) and has not come back. */
  removed: boolean;
  /** Its block is later than the claim's expiry. */
  late: boolean;
  /** It pays the currency the claim expects (not another token or the native coin). */
  rightAsset: boolean;
}

export interface TPaymentTerms {
  /** The claim's send amount. */
  expected: string;
  /** How far, in percent of `expected`, a payment may be short or over and still be accepted. */
  tolerancePercent: string;
  /** Confirmations that make a payment final. */
  required: number;
}

export type TPaymentReason =
  | 'detected'
  | 'confirmed'
  | 'reverted'
  | 'underpaid'
  | 'overpaid'
  | 'late'
  | 'second_payment'
  | 'wrong_asset';

export type TPaymentVerdict = {
  action: 'payment_detected' | 'payment_confirmed' | 'payment_reverted' | 'payment_review';
  reason: TPaymentReason;
} | null;

/** Why a single payment cannot be accepted by itself, or null when it can. */
function problemOf(payment: TObservedPayment, terms: TPaymentTerms): TPaymentReason | null {
  if (!payment.rightAsset) return 'wrong_asset';
  if (payment.late) return 'late';
  const expected = dec(terms.expected);
  const slack = expected.times(dec(terms.tolerancePercent)).div(100);
  const amount = dec(payment.amount);
  if (amount.lt(expected.minus(slack))) return 'underpaid';
  if (amount.gt(expected.plus(slack))) return 'overpaid';
  return null;
}

/**
 * The next step for a claim in `status` with these payments, or null when it stays. A claim
 * waiting for verification keeps its payments on view and moves only by the operator; one being
 * paid out, completed or refunded keeps a later payment on view too (the desk shows it).
 */
export function judgePayments(
  status: TClaimStatus,
  payments: readonly TObservedPayment[],
  terms: TPaymentTerms,
): TPaymentVerdict {
  const live = payments.filter((p) => !p.removed);
  switch (status) {
    case 'new': {
      const [only] = live;
      if (!only) return null;
      if (live.length > 1) return { action: 'payment_review', reason: 'second_payment' };
      const problem = problemOf(only, terms);
      return problem
        ? { action: 'payment_review', reason: problem }
        : { action: 'payment_detected', reason: 'detected' };
    }
    case 'confirming': {
      const [only] = live;
      if (!only) return { action: 'payment_reverted', reason: 'reverted' };
      if (live.length > 1) return { action: 'payment_review', reason: 'second_payment' };
      return only.confirmations >= terms.required
        ? { action: 'payment_confirmed', reason: 'confirmed' }
        : null;
    }
    case 'paid':
      return live.length > 1 ? { action: 'payment_review', reason: 'second_payment' } : null;
    case 'expired':
    case 'cancelled':
      return live.length > 0 ? { action: 'payment_review', reason: 'late' } : null;
    case 'verification':
    case 'processing':
    case 'completed':
    case 'refunded':
    case 'review':
      return null;
  }
}
