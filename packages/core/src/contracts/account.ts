/**
 * The account's programmes (docs/api.md#account-programmes): promocodes, the referral
 * balance with its ledger (`dw`) and withdrawals, and the loyalty ("gift") level. Amounts are
 * decimal strings; every percentage is in percent (`"0.5"` is half a percent).
 */
import { z } from 'zod';
import { ZCurrencyId, ZDecimal, ZInputField, ZMoneyInput } from './calculator.js';
import { ZClaimNumberValue } from './claim.js';
import { ZPage, ZPageQuery } from './common.js';
import { normalizePromocode, PROMOCODE_PATTERN } from '../loyalty/promocode.js';

/** A promocode as typed: letters, digits, `_` and `-`, up to 64 characters, any case. */
export const ZPromocodeCode = z
  .string()
  .transform(normalizePromocode)
  .pipe(z.string().regex(PROMOCODE_PATTERN, { error: 'promocode_invalid' }));

/** `GET /api/v1/users/me/promocodes/` item: a usable code given to the user. */
export const ZPromocode = z
  .object({
    code: z.string(),
    percent: ZDecimal,
    /** Uses left; null: unlimited. */
    usesLeft: z.number().int().min(0).nullable(),
    /** ISO date; null: never expires. */
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'Promocode' });
export type TPromocode = z.infer<typeof ZPromocode>;

export const ZPromocodeList = z.array(ZPromocode).meta({ id: 'PromocodeList' });

export const ZPromocodeParams = z.object({ code: ZPromocodeCode });

/** `GET /api/v1/promocodes/{code}/`: a usable code and its course improvement (otherwise 404). */
export const ZPromocodeCheck = z
  .object({ code: z.string(), percent: ZDecimal })
  .meta({ id: 'PromocodeCheck' });
export type TPromocodeCheck = z.infer<typeof ZPromocodeCheck>;

/** `GET /api/v1/users/me/refferal/`. */
export const ZReferral = z
  .object({
    /** Done deposits − pending and done withdrawals, in `currency`. */
    balance: ZDecimal,
    currency: z.string(),
    /** The referrer's share of the exchanger's margin on a referred claim, in percent. */
    percent: ZDecimal,
    /** The user's referral link. */
    link: z.string(),
    /** Users who signed up through the link. */
    invited: z.number().int().min(0),
    /** Completed claims credited to the user. */
    completedClaims: z.number().int().min(0),
    minWithdrawal: ZDecimal,
  })
  .meta({ id: 'Referral' });
export type TReferral = z.infer<typeof ZReferral>;

/**
 * `GET /api/v1/users/refferal/terms/`: the programme's terms for everyone (the public partners
 * page), the same values the account's `GET /users/me/refferal/` carries.
 */
export const ZReferralTerms = ZReferral.pick({ percent: true, currency: true, minWithdrawal: true }).meta({
  id: 'ReferralTerms',
});
export type TReferralTerms = z.infer<typeof ZReferralTerms>;

export const REFERRAL_DW_KINDS = ['deposit', 'withdrawal'] as const;
export type TReferralDwKind = (typeof REFERRAL_DW_KINDS)[number];
export const REFERRAL_DW_STATUSES = ['pending', 'done', 'rejected'] as const;
export type TReferralDwStatus = (typeof REFERRAL_DW_STATUSES)[number];

export const ZReferralDwStatus = z.enum(REFERRAL_DW_STATUSES).meta({ id: 'ReferralDwStatus' });

/** A line of the referral ledger: a deposit for a completed claim, or a withdrawal. */
export const ZReferralDw = z
  .object({
    id: z.number().int(),
    kind: z.enum(REFERRAL_DW_KINDS),
    amount: ZDecimal,
    status: ZReferralDwStatus,
    createdAt: z.string(),
    /**
     * The short number of the claim a deposit is for (`claimNumber`): it names the claim to the
     * referrer and does not open it (the claim's id is its client's secret).
     */
    claimNumber: ZClaimNumberValue.optional(),
  })
  .meta({ id: 'ReferralDw' });
export type TReferralDw = z.infer<typeof ZReferralDw>;

/** `status` as the specification's client sends it: empty ("default empty") or absent means all. */
export const ZReferralDwQuery = ZPageQuery.extend({
  status: z.union([ZReferralDwStatus, z.literal('')]).optional(),
});
export type TReferralDwQuery = z.input<typeof ZReferralDwQuery>;

export const ZReferralDwPage = ZPage(ZReferralDw).meta({ id: 'ReferralDwPage' });
export type TReferralDwPage = z.infer<typeof ZReferralDwPage>;

/** A withdrawal request as its author sees it. */
export const ZReferralWithdrawal = z
  .object({
    id: z.number().int(),
    amount: ZDecimal,
    status: ZReferralDwStatus,
    createdAt: z.string(),
    currencyId: z.number().int().nullable(),
    /** The currency's code (`USDTTRC20`), empty when it no longer exists. */
    currency: z.string(),
    requisites: z.record(z.string(), z.string()),
    /** Why an operator rejected it. */
    reason: z.string().nullable(),
  })
  .meta({ id: 'ReferralWithdrawal' });
export type TReferralWithdrawal = z.infer<typeof ZReferralWithdrawal>;

export const ZReferralWithdrawalPage = ZPage(ZReferralWithdrawal).meta({ id: 'ReferralWithdrawalPage' });
export type TReferralWithdrawalPage = z.infer<typeof ZReferralWithdrawalPage>;

/**
 * `GET /api/v1/users/me/refferal/currencies/`: what referral earnings can be paid out in, with the
 * inputs of each currency's receive side (the withdrawal form asks for exactly these).
 */
export const ZWithdrawalCurrency = z
  .object({ id: z.number().int(), code: z.string(), name: z.string(), fields: z.array(ZInputField) })
  .meta({ id: 'WithdrawalCurrency' });
export type TWithdrawalCurrency = z.infer<typeof ZWithdrawalCurrency>;

export const ZWithdrawalCurrencyList = z.array(ZWithdrawalCurrency).meta({ id: 'WithdrawalCurrencyList' });

/** `POST /api/v1/users/me/refferal/withdrawal/`: pay `amount` to these requisites of that currency. */
export const ZWithdrawalCreate = z
  .object({
    amount: ZMoneyInput,
    currencyId: ZCurrencyId,
    requisites: z.record(z.string().max(64), z.string().max(512)).default({}),
  })
  .meta({ id: 'WithdrawalCreate' });
export type TWithdrawalCreate = z.input<typeof ZWithdrawalCreate>;

export const ZWithdrawalCreated = z
  .object({ id: z.number().int(), status: ZReferralDwStatus, detail: z.string() })
  .meta({ id: 'WithdrawalCreated' });
export type TWithdrawalCreated = z.infer<typeof ZWithdrawalCreated>;

const ZLoyaltyLevelBody = z.object({
  /** In the request's language. */
  name: z.string(),
  /** USD volume from which the level applies. */
  minVolume: ZDecimal,
  /** Course improvement in percent. */
  percent: ZDecimal,
});

/** `GET /api/v1/users/me/loyalty/`. */
export const ZLoyalty = z
  .object({
    /** Completed volume in USD. */
    volume: ZDecimal,
    currency: z.literal('USD'),
    /** The current level's course improvement, in percent. */
    percent: ZDecimal,
    level: ZLoyaltyLevelBody,
    next: ZLoyaltyLevelBody.nullable(),
    /** USD still to exchange to reach `next`. */
    remaining: ZDecimal,
    /** "0" … "1" from the current level to the next. */
    progress: ZDecimal,
    levels: z.array(ZLoyaltyLevelBody),
  })
  .meta({ id: 'Loyalty' });
export type TLoyalty = z.infer<typeof ZLoyalty>;
