/** Claim contracts (docs/api.md#claims; the statuses: docs/architecture.md#claims). */
import { z } from 'zod';
import { CLAIM_NUMBER_PATTERN } from '../claim/claim-number.js';
import { CLAIM_STATUSES } from '../claim/claim-status.js';
import { ZDecimal, ZMoneyInput } from './calculator.js';

export const ZClaimStatus = z.enum(CLAIM_STATUSES).meta({ id: 'ClaimStatus' });

const ZRequisites = z.record(z.string().max(64), z.string().max(512));

/** `POST /api/v1/claim/` body. */
export const ZClaimCreate = z
  .object({
    email: z.email({ error: 'email_invalid' }).max(254),
    fromPs: z.number().int().min(1),
    toPs: z.number().int().min(1),
    fromSumma: ZMoneyInput,
    toSumma: ZMoneyInput,
    fromRequisites: ZRequisites.default({}),
    toRequisites: ZRequisites.default({}),
    refferal: z.string().max(64).optional(),
    promocode: z.string().max(64).optional(),
    /**
     * A shop invoice this claim pays: then `toPs` must be the invoice's currency, `toSumma` its
     * amount, and `toRequisites` are ignored (the receive side credits the shop).
     */
    invoice: z.uuid({ error: 'invoice_invalid' }).optional(),
    /**
     * The solved proof-of-work challenge (`GET /api/v1/challenge/`), base64 JSON as the ALTCHA
     * widget gives it; required where the pair says `humanCheck`.
     */
    altcha: z.string().max(4096).optional(),
    /**
     * Where a payment in a watched currency goes back to if it has to be refunded (docs/payments.md):
     * an address of the send currency, checked like its requisites. Optional; the claim page can add it.
     */
    refundAddress: z.string().trim().max(128).optional(),
    agree: z.literal(true, { error: 'agreement_required' }),
  })
  .meta({ id: 'ClaimCreate' });
export type TClaimCreate = z.input<typeof ZClaimCreate>;

/**
 * `GET /api/v1/challenge/`: a proof-of-work challenge signed by this server, as the ALTCHA widget
 * reads it; it expires after a few minutes and is accepted once.
 */
export const ZHumanChallenge = z
  .object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number().int(),
      keyLength: z.number().int(),
      keyPrefix: z.string(),
      expiresAt: z.number().int().optional(),
    }),
    signature: z.string(),
  })
  .meta({ id: 'HumanChallenge' });
export type THumanChallenge = z.infer<typeof ZHumanChallenge>;

export const ZClaimCreated = z
  .object({ id: z.uuid(), status: ZClaimStatus, redirect: z.string() })
  .meta({ id: 'ClaimCreated' });
export type TClaimCreated = z.infer<typeof ZClaimCreated>;

export const ZClaimId = z.object({ id: z.uuid({ error: 'claim_id_invalid' }) });

/**
 * A claim's short number as the server gives it: the first eight hex digits of its id
 * (`claimNumber`). Third parties — referrers, shops — get it instead of the id, which opens the claim.
 */
export const ZClaimNumberValue = z
  .string()
  .regex(/^[0-9a-f]{8}$/)
  .meta({ id: 'ClaimNumber', examples: ['9c1e7f3a'] });

/**
 * `POST /api/v1/claim/lookup/`: the footer's "find a claim" by its short number, which opens the claim
 * only together with the claim's e-mail.
 */
export const ZClaimLookup = z
  .object({
    number: z.string().regex(CLAIM_NUMBER_PATTERN, { error: 'claim_number_invalid' }),
    email: z.email({ error: 'email_invalid' }).max(254),
  })
  .meta({ id: 'ClaimLookup' });
export type TClaimLookup = z.input<typeof ZClaimLookup>;

/** The claim found: its page. Either part wrong gives one and the same 404. */
export const ZClaimLookupFound = z
  .object({ id: z.uuid(), redirect: z.string() })
  .meta({ id: 'ClaimLookupFound' });
export type TClaimLookupFound = z.infer<typeof ZClaimLookupFound>;

const ZClaimSide = z.object({
  id: z.number().int(),
  currency: z.string(),
  name: z.string(),
  amount: ZDecimal,
});

/** `GET /api/v1/claim/{id}/form/`: the claim as the client sees it. */
export const ZClaimForm = z
  .object({
    id: z.uuid(),
    status: ZClaimStatus,
    createdAt: z.string(),
    expiresAt: z.string(),
    updatedAt: z.string(),
    email: z.string(),
    from: ZClaimSide,
    to: ZClaimSide,
    course: ZDecimal,
    fromRequisites: z.record(z.string(), z.string()),
    toRequisites: z.record(z.string(), z.string()),
    promocode: z.string().nullable(),
    verificationRequired: z.boolean(),
    /**
     * The shop whose invoice this claim pays, with where the buyer goes back to (after a success,
     * after a failure); null for an ordinary exchange. The shop's payout requisites are not shown.
     */
    shop: z
      .object({ name: z.string(), successUrl: z.string().nullable(), failUrl: z.string().nullable() })
      .nullable()
      .default(null),
  })
  .meta({ id: 'ClaimForm' });
export type TClaimForm = z.infer<typeof ZClaimForm>;

/**
 * A watched currency's deposit (docs/payments.md): the claim's own address on the chain, and for a
 * token its contract; the client pays the exact amount from a wallet of their own.
 */
export const ZClaimDeposit = z
  .object({
    address: z.string(),
    /** The network's name as the currency shows it (`Litecoin`, `Ethereum (ERC-20)`). */
    network: z.string(),
    /** The token's contract, for tokens; null for a chain's own coin. */
    contract: z.string().nullable(),
    /** Confirmations after which the payment counts. */
    confirmations: z.number().int(),
  })
  .meta({ id: 'ClaimDeposit' });
export type TClaimDeposit = z.infer<typeof ZClaimDeposit>;

/** `GET /api/v1/claim/{id}/requisite/`: where the client pays. */
export const ZClaimRequisite = z
  .object({
    currency: z.string(),
    amount: ZDecimal,
    fields: z.array(z.object({ name: z.string(), label: z.string(), value: z.string(), qr: z.boolean() })),
    memo: z.string(),
    expiresAt: z.string(),
    /** Set for a watched currency: the address is this claim's own and the payment is seen on the chain. */
    deposit: ZClaimDeposit.nullable().default(null),
  })
  .meta({ id: 'ClaimRequisite' });
export type TClaimRequisite = z.infer<typeof ZClaimRequisite>;

/** `GET /api/v1/claim/{id}/status/`: cheap enough to poll. */
/** The claim's payment as the chain shows it: the latest one to its deposit address. */
export const ZClaimPayment = z
  .object({
    txid: z.string(),
    amount: ZDecimal,
    confirmations: z.number().int(),
    required: z.number().int(),
    /** The transaction in the network's explorer, when the operator has set one. */
    explorerUrl: z.string().nullable(),
  })
  .meta({ id: 'ClaimPayment' });
export type TClaimPayment = z.infer<typeof ZClaimPayment>;

/** The proof of a completed claim's payout: the operator's reference, a txid when it is one. */
export const ZClaimPayout = z
  .object({ reference: z.string(), txid: z.string().nullable(), explorerUrl: z.string().nullable() })
  .meta({ id: 'ClaimPayout' });
export type TClaimPayout = z.infer<typeof ZClaimPayout>;

export const ZClaimStatusBody = z
  .object({
    status: ZClaimStatus,
    expiresAt: z.string(),
    updatedAt: z.string(),
    /** Null until a payment to a watched claim's address is seen. */
    payment: ZClaimPayment.nullable().default(null),
    /** Null until the claim is completed. */
    payout: ZClaimPayout.nullable().default(null),
  })
  .meta({ id: 'ClaimStatusBody' });
export type TClaimStatusBody = z.infer<typeof ZClaimStatusBody>;

export const ZClaimConfirmed = z.object({ status: ZClaimStatus }).meta({ id: 'ClaimConfirmed' });

/**
 * `POST /api/v1/claim/{id}/confirm/`'s optional body: what the client can add to "I have paid" —
 * their transaction id or the bank receipt's number — for the operator who looks for the payment.
 * One line of at most 200 characters; empty means none. The specification's clients send no body.
 */
export const ZClaimConfirmBody = z
  .object({
    paymentReference: z
      .string()
      .trim()
      .max(200, { error: 'payment_reference_long' })
      // One line of visible text: no control characters (a line break, a tab, an escape).
      .regex(/^[^\p{Cc}]*$/u, { error: 'payment_reference_invalid' })
      .optional(),
  })
  .meta({ id: 'ClaimConfirmBody' });
export type TClaimConfirmBody = z.infer<typeof ZClaimConfirmBody>;

/** `GET|POST /api/v1/claim/{id}/verification/`: card verification of a claim. */
export const ZVerificationState = z
  .object({
    required: z.boolean(),
    status: ZClaimStatus,
    documents: z.array(z.object({ id: z.uuid(), createdAt: z.string(), size: z.number().int() })),
  })
  .meta({ id: 'VerificationState' });
export type TVerificationState = z.infer<typeof ZVerificationState>;
