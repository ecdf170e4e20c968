/**
 * Currencies in the operator API (`/admin/api/catalogue/currencies/...`): reserves, a currency's
 * detail and changes, new currencies, logos and the cities of cash currencies.
 */
import { z } from 'zod';
import { isLogoRef } from '../../catalogue/logos.js';
import { SIGNED_DECIMAL_PATTERN } from '../../money/decimal.js';
import { FILTER_TABS } from '../../catalogue/filter-tabs.js';
import { VALIDATORS, ZDecimal, ZMoneyInput, ZSignedMoneyInput } from '../calculator.js';
import { emptyAsMissing, ZPage, ZPageQuery, ZReason } from '../common.js';
import { ZOtpCode } from '../users.js';
import { ZSearch, ZSerialId } from './shared.js';

/** `GET /admin/api/catalogue/currencies/`: reserves at a glance. */
export const ZAdminCurrency = z
  .object({
    id: z.number().int(),
    code: z.string(),
    ticker: z.string(),
    name: z.string(),
    precision: z.number().int(),
    active: z.boolean(),
    reserve: ZDecimal,
    /** Held by open claims. */
    held: ZDecimal,
    /** reserve − held. */
    available: ZDecimal,
  })
  .meta({ id: 'AdminCurrency' });
export type TAdminCurrency = z.infer<typeof ZAdminCurrency>;
/** Every currency at once (the forms that pick one; the back office's list reads them by page). */
export const ZAdminCurrencyList = z.array(ZAdminCurrency).meta({ id: 'AdminCurrencyList' });

/**
 * `GET /admin/api/catalogue/currencies/page/`: a page of currencies in their order on the site,
 * narrowed to those whose code, ticker or name holds `q`, and to those switched on or off.
 */
export const ZAdminCurrencyPageQuery = ZPageQuery.extend({
  q: z.preprocess(emptyAsMissing, ZSearch.optional()),
  state: z.preprocess(emptyAsMissing, z.enum(['active', 'inactive']).optional()),
});
export type TAdminCurrencyPageQuery = z.input<typeof ZAdminCurrencyPageQuery>;
export const ZAdminCurrencyPage = ZPage(ZAdminCurrency).meta({ id: 'AdminCurrencyPage' });
export type TAdminCurrencyPage = z.infer<typeof ZAdminCurrencyPage>;

const ZLocalizedLine = z.object({ ru: z.string().trim().max(200), en: z.string().trim().max(200) });

/** An input the client fills for this currency, on the side(s) it applies to. */
export const ZAdminFieldDef = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/, { error: 'field_name_invalid' }),
  type: z.enum(['text', 'email', 'tel']),
  validator: z.enum(VALIDATORS),
  required: z.boolean(),
  /** Asked when the client sends this currency / receives it. */
  onSend: z.boolean(),
  onReceive: z.boolean(),
  send: z.object({ header: ZLocalizedLine, placeholder: ZLocalizedLine }),
  receive: z.object({ header: ZLocalizedLine, placeholder: ZLocalizedLine }),
});
export type TAdminFieldDef = z.infer<typeof ZAdminFieldDef>;

/** Where clients pay this currency to: the exchanger's wallet or card, shown on the claim page. */
export const ZAdminPayin = z.object({
  fields: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(40),
        label: ZLocalizedLine,
        value: z.string().trim().min(1).max(500),
        qr: z.boolean(),
      }),
    )
    .max(10),
  memo: z.object({ ru: z.string().max(2000), en: z.string().max(2000) }),
});

/** A logo: a bundled key (`btc`) or an uploaded image's `{sha256}.{png|webp|svg}` (decision 014). */
export const ZLogoRef = z.string().trim().max(80).refine(isLogoRef, { error: 'logo_invalid' });

export const ZAdminCurrencyDetail = ZAdminCurrency.extend({
  names: ZLocalizedLine,
  fields: z.array(ZAdminFieldDef),
  payin: ZAdminPayin,
  logo: z.string(),
  /** The logo's address, for a preview. */
  logoUrl: z.string(),
  /** Whether a claim's payment received in it adds to its reserve (docs/decisions/021). */
  countPayments: z.boolean(),
  /**
   * Above this amount a reserve correction, a withdrawal's payment or a refund in this currency
   * waits for a second administrator (decision 024); null: never.
   */
  approvalThreshold: ZDecimal.nullable(),
}).meta({ id: 'AdminCurrencyDetail' });
export type TAdminCurrencyDetail = z.infer<typeof ZAdminCurrencyDetail>;

/** `PATCH /admin/api/catalogue/currencies/{id}/`: only the fields given change. */
export const ZAdminCurrencyUpdate = z
  .object({
    active: z.boolean().optional(),
    names: ZLocalizedLine.optional(),
    precision: z.number().int().min(0).max(18).optional(),
    fields: z.array(ZAdminFieldDef).max(10).optional(),
    payin: ZAdminPayin.optional(),
    logo: ZLogoRef.optional(),
    countPayments: z.boolean().optional(),
    /** Administrators only; within the currency's precision; null switches the two-person rule off. */
    approvalThreshold: ZMoneyInput.nullable().optional(),
    reason: ZReason,
  })
  .strict()
  .meta({ id: 'AdminCurrencyUpdate' });
export type TAdminCurrencyUpdate = z.input<typeof ZAdminCurrencyUpdate>;

/** A currency's code as monitors know it: capitals and digits (`BTC`, `USDTTRC20`, `CASHRUB`). */
export const CURRENCY_CODE_PATTERN = /^[A-Z0-9]{2,20}$/;
/** What amounts are counted in (`BTC`, `USDT`, `RUB`). */
export const TICKER_PATTERN = /^[A-Z0-9]{1,10}$/;
/** Currencies with the same group key are one entry of the pickers. */
export const GROUP_KEY_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

const ZName = z.string().trim().min(1, { error: 'field_required' }).max(200);

/**
 * `POST /admin/api/catalogue/currencies/`: a new currency. It starts switched off unless said
 * otherwise, so its directions can be set up before clients see it.
 */
export const ZAdminCurrencyCreate = z
  .object({
    code: z.string().trim().regex(CURRENCY_CODE_PATTERN, { error: 'currency_code_invalid' }),
    ticker: z.string().trim().regex(TICKER_PATTERN, { error: 'currency_ticker_invalid' }),
    names: z.object({ ru: ZName, en: ZName }),
    /** The network of a coin (`TRC20`, `Tron (TRC-20)`), empty for anything else. */
    networkCode: z.string().trim().max(20).default(''),
    networkName: z.string().trim().max(100).default(''),
    groupKey: z.string().trim().regex(GROUP_KEY_PATTERN, { error: 'group_key_invalid' }),
    precision: z.number().int().min(0).max(18),
    /** The tabs of the pickers it is listed under. */
    filters: z.array(z.enum(FILTER_TABS)).min(1, { error: 'filters_required' }).max(FILTER_TABS.length),
    /** What one unit is worth in dollars, as a course formula (`1`, `binance:BTCUSDT`, `1/cbr:USDRUB`). */
    usdFormula: z.string().trim().max(200).default(''),
    logo: ZLogoRef,
    fields: z.array(ZAdminFieldDef).max(10).default([]),
    payin: ZAdminPayin.default({ fields: [], memo: { ru: '', en: '' } }),
    active: z.boolean().default(false),
    /** Whether a claim's payment received in it adds to its reserve (docs/decisions/021). */
    countPayments: z.boolean().default(false),
    /** The cities a cash currency is offered in. */
    cityIds: z.array(ZSerialId).max(200).default([]),
    reason: ZReason,
  })
  .strict()
  .meta({ id: 'AdminCurrencyCreate' });
export type TAdminCurrencyCreate = z.input<typeof ZAdminCurrencyCreate>;

/** The answer to a logo upload: the reference to give a currency, and its address. */
export const ZAdminLogoUpload = z
  .object({ logo: z.string(), url: z.string() })
  .meta({ id: 'AdminLogoUpload' });
export type TAdminLogoUpload = z.infer<typeof ZAdminLogoUpload>;

/** `GET /admin/api/catalogue/cities/`: where cash currencies can be offered. */
export const ZAdminCity = z
  .object({ id: z.number().int(), code: z.string(), name: z.string() })
  .meta({ id: 'AdminCity' });
export type TAdminCity = z.infer<typeof ZAdminCity>;
export const ZAdminCityList = z.array(ZAdminCity).meta({ id: 'AdminCityList' });

/** A signed decimal string in plain notation, e.g. `"-1500.5"` or `"0.25"`. */
export const ZSignedDecimal = z
  .string()
  .regex(SIGNED_DECIMAL_PATTERN, { error: 'decimal_invalid' })
  .meta({ id: 'SignedDecimal', description: 'Signed decimal number as a string, e.g. "-1500.5".' });

/**
 * `POST /admin/api/catalogue/currencies/{id}/reserve/`: a correction of the reserve, with a reason
 * (docs/decisions/021) — either the new reserve (`reserve`; the correction is the difference) or
 * the signed change (`delta`), exactly one of them.
 */
export const ZAdminReserveSet = z
  .object({
    reserve: ZMoneyInput.optional(),
    delta: ZSignedMoneyInput.optional(),
    reason: ZReason,
    /** A fresh second-factor code when the last one is stale (decision 022). */
    otp: ZOtpCode.optional(),
  })
  .strict()
  .meta({ id: 'AdminReserveSet' });
export type TAdminReserveSet = z.input<typeof ZAdminReserveSet>;

/** What moved a reserve (docs/decisions/021). */
export const RESERVE_MOVEMENT_KINDS = [
  'opening',
  'payout',
  'payment',
  'refund',
  'correction',
  'withdrawal',
] as const;
export type TReserveMovementKind = (typeof RESERVE_MOVEMENT_KINDS)[number];

/** A movement of a currency's reserve: the reserve before and after it, who made it and why. */
export const ZAdminReserveChange = z
  .object({
    id: z.number().int(),
    kind: z.enum(RESERVE_MOVEMENT_KINDS),
    /** Signed: what the movement added to the reserve. */
    amount: ZSignedDecimal,
    before: ZSignedDecimal,
    after: ZSignedDecimal,
    /** The claim it belongs to (a payout, a payment counted, a refund). */
    claimId: z.string().nullable(),
    /** What else it belongs to: `referral-withdrawal:12`, `shop-withdrawal:5`. */
    reference: z.string().nullable(),
    /** The staff member's e-mail; empty for the system (the opening). */
    actor: z.string(),
    reason: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminReserveMovement' });
export type TAdminReserveChange = z.infer<typeof ZAdminReserveChange>;
export const ZAdminReserveHistory = ZPage(ZAdminReserveChange).meta({ id: 'AdminReserveHistory' });
export type TAdminReserveHistory = z.infer<typeof ZAdminReserveHistory>;
