/**
 * The claims desk of the operator API (`/admin/api/claims/...`): the queue with its filters, a
 * claim with everything the client sent, and the actions an operator takes on it.
 */
import { z } from 'zod';
import { ZOtpCode } from '../users.js';
import { CLAIM_ACTIONS, CLAIM_STATUSES, type TClaimAction } from '../../claim/claim-status.js';
import { ZCurrencyId, ZDecimal, ZMoneyInput } from '../calculator.js';
import { ZClaimStatus } from '../claim.js';
import { emptyAsMissing, ZPage, ZPageQuery } from '../common.js';
import { ZSearch } from './shared.js';
import { ZAdminClaimPayment } from './chains.js';

/** The actions an operator can take on a claim (the state machine decides when). */
export const OPERATOR_CLAIM_ACTIONS = [
  'payment_received',
  'complete',
  'cancel',
  'refund',
  'require_verification',
  'approve_verification',
  'reject_verification',
  'accept_payment',
  'recompute',
] as const satisfies readonly TClaimAction[];
export type TOperatorClaimAction = (typeof OPERATOR_CLAIM_ACTIONS)[number];

const ZDay = z.iso.date({ error: 'date_invalid' });

/** `GET /admin/api/claims/`: the queue, newest first. */
/** A position in the claims queue: when the claim was created (UTC, microseconds) and its id. */
export const CLAIM_CURSOR =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Where a filtered count of the claims desk stops. */
export const CLAIM_COUNT_CAP = 10_000;

export const ZAdminClaimQuery = ZPageQuery.extend({
  status: ZClaimStatus.optional(),
  /** The direction: send and receive currency ids. */
  fromId: ZCurrencyId.optional(),
  toId: ZCurrencyId.optional(),
  /** Created on or after this day / on or before this day (UTC). */
  dateFrom: ZDay.optional(),
  dateTo: ZDay.optional(),
  email: ZSearch.optional(),
  /** The send amount between these bounds. */
  amountMin: ZMoneyInput.optional(),
  amountMax: ZMoneyInput.optional(),
  /** A claim id (or its beginning), an e-mail, or a requisite the client entered. */
  q: ZSearch.optional(),
  /**
   * Keyset paging: the claims after this one in the queue's order (the previous page's `next`);
   * `page` is then left aside. Stays right while claims come in (docs/decisions/041).
   */
  after: z.preprocess(emptyAsMissing, z.string().regex(CLAIM_CURSOR).optional()),
});
export type TAdminClaimQuery = z.input<typeof ZAdminClaimQuery>;

const ZSide = z.object({ id: z.number().int(), currency: z.string(), name: z.string(), amount: ZDecimal });

export const ZAdminClaimRow = z
  .object({
    id: z.uuid(),
    status: ZClaimStatus,
    email: z.string(),
    userId: z.number().int().nullable(),
    from: ZSide,
    to: ZSide,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminClaimRow' });
export type TAdminClaimRow = z.infer<typeof ZAdminClaimRow>;

export const ZAdminClaimPage = ZPage(ZAdminClaimRow)
  .extend({
    /** Claims waiting for an operator (`paid`, `verification`), whatever the filters: the desk's badge. */
    waiting: z.number().int().min(0),
    /** The `after` of the next page; null on the last. */
    next: z.string().nullable(),
    /**
     * Whether `count` is exact: a filtered count stops at `CLAIM_COUNT_CAP` (the desk shows
     * "10,000+"); the queue by status alone is counted exactly, from kept counters.
     */
    countExact: z.boolean(),
  })
  .meta({ id: 'AdminClaimPage' });
export type TAdminClaimPage = z.infer<typeof ZAdminClaimPage>;

const ZLabelled = z.object({ name: z.string(), label: z.string(), value: z.string() });

export const ZAdminClaimEvent = z.object({
  id: z.number().int(),
  action: z.string(),
  fromStatus: ZClaimStatus.nullable(),
  toStatus: ZClaimStatus,
  actorType: z.enum(['client', 'operator', 'system']),
  /** The operator's e-mail for operator actions. */
  actor: z.string().nullable(),
  reason: z.string(),
  createdAt: z.string(),
});
export type TAdminClaimEvent = z.infer<typeof ZAdminClaimEvent>;

export const ZAdminClaimDocument = z.object({
  id: z.uuid(),
  kind: z.string(),
  mime: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  /** Served only to operators, with the access token (never a public URL). */
  url: z.string(),
});

export const ZAdminClaim = ZAdminClaimRow.extend({
  course: ZDecimal,
  locale: z.string(),
  expiresAt: z.string(),
  verificationRequired: z.boolean(),
  /**
   * What the client entered for each side, labelled as the currency's fields are, masked as the
   * claim's page shows it (public addresses whole); `POST /admin/api/claims/{id}/requisites/` reveals
   * them in full and audits the reveal (decision 026).
   */
  fromRequisites: z.array(ZLabelled),
  toRequisites: z.array(ZLabelled),
  promocode: z.string().nullable(),
  promocodePercent: ZDecimal,
  loyaltyPercent: ZDecimal,
  referrerId: z.number().int().nullable(),
  usdValue: ZDecimal.nullable(),
  payoutReference: z.string().nullable(),
  /** What the client added to "I have paid": their transaction id or bank receipt number. */
  clientPaymentReference: z.string().nullable().default(null),
  events: z.array(ZAdminClaimEvent),
  documents: z.array(ZAdminClaimDocument),
  /** A watched send currency's deposit address for this claim, and where a refund goes (docs/payments.md). */
  depositAddress: z.string().nullable().default(null),
  refundAddress: z.string().nullable().default(null),
  /** Every payment seen to the deposit address, newest first, with its confirmations. */
  payments: z.array(ZAdminClaimPayment).default([]),
  /**
   * The claim is the signed-in staff member's own (made by their account or e-mail, or crediting
   * them as referrer): they may read it, another member of staff acts on it (`actions` is empty).
   */
  ownRecord: z.boolean(),
  /** What the signed-in operator can do to it now. */
  actions: z.array(z.enum(OPERATOR_CLAIM_ACTIONS)),
}).meta({ id: 'AdminClaim' });
export type TAdminClaim = z.infer<typeof ZAdminClaim>;

/** `POST /admin/api/claims/{id}/requisites/`: what the client entered, in full; each reveal is audited. */
export const ZAdminClaimRequisites = z
  .object({ fromRequisites: z.array(ZLabelled), toRequisites: z.array(ZLabelled) })
  .meta({ id: 'AdminClaimRequisites' });
export type TAdminClaimRequisites = z.infer<typeof ZAdminClaimRequisites>;

/** The claim actions that move money: they ask for a fresh second-factor code (decision 022). */
export const MONEY_CLAIM_ACTIONS = ['complete', 'refund'] as const satisfies readonly TOperatorClaimAction[];

/**
 * The actions that need the operator's reason: they go against what the client expects (a cancel,
 * a refund, a verification asked for or refused) or accept a payment that did not match the claim.
 * The routine steps (payment received, payout completed with its reference, verification approved)
 * need none: the claim's history already says what happened (docs/decisions/009-operator-back-office.md).
 */
export const REASONED_CLAIM_ACTIONS = [
  'cancel',
  'refund',
  'require_verification',
  'reject_verification',
  'accept_payment',
  'recompute',
] as const satisfies readonly TOperatorClaimAction[];

/** Whether an operator must say why they take `action`. */
export const claimActionNeedsReason = (action: TOperatorClaimAction): boolean =>
  (REASONED_CLAIM_ACTIONS as readonly TOperatorClaimAction[]).includes(action);

/**
 * `POST /admin/api/claims/{id}/actions/`: a cancel, a refund or a judgement on a payment says why
 * (`REASONED_CLAIM_ACTIONS`); a completion names the payout.
 */
export const ZAdminClaimActionBody = z
  .object({
    action: z.enum(OPERATOR_CLAIM_ACTIONS, { error: 'action_invalid' }),
    reason: z.string().trim().max(1000).default(''),
    payoutReference: z.string().trim().min(1).max(200).optional(),
    /** A fresh second-factor code, for a money action whose last code is stale (decision 022). */
    otp: ZOtpCode.optional(),
    /**
     * The status the operator saw. When given, the action applies only while the claim is still in
     * it (409 `claim_status_conflict` otherwise), so an action chosen on a stale screen never lands
     * on a claim another operator has moved since, even where the state machine would allow it.
     */
    expectedStatus: z.enum(CLAIM_STATUSES, { error: 'claim_status_invalid' }).optional(),
  })
  .refine((b) => b.action !== 'complete' || Boolean(b.payoutReference), {
    path: ['payoutReference'],
    error: 'payout_reference_required',
  })
  .refine((b) => !claimActionNeedsReason(b.action) || b.reason !== '', {
    path: ['reason'],
    error: 'reason_required',
  })
  .meta({ id: 'AdminClaimAction' });
export type TAdminClaimActionBody = z.input<typeof ZAdminClaimActionBody>;

/** Every claim action, for filters of the audit log. */
export const ALL_CLAIM_ACTIONS = CLAIM_ACTIONS;
