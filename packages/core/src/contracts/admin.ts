/**
 * Operator API contracts (`/admin/api/...`, issue "Operator back office"): the claims desk, users,
 * referral withdrawals and the audit log. Only operators and admins reach these calls; role
 * changes are for admins alone. Amounts are decimal strings, as everywhere.
 */
import { z } from 'zod';
import { CLAIM_ACTIONS, type TClaimAction } from '../claim/claim-status.js';
import { isLogoRef } from '../catalogue/logos.js';
import { FILTER_TABS, VALIDATORS, ZCurrencyId, ZDecimal } from './calculator.js';
import { ZClaimStatus } from './claim.js';
import { ZPage, ZPageQuery, ZReason } from './common.js';
import { USER_ROLES } from './users.js';

/** The actions an operator can take on a claim (the state machine decides when). */
export const OPERATOR_CLAIM_ACTIONS = [
  'payment_received',
  'complete',
  'cancel',
  'refund',
  'require_verification',
  'approve_verification',
  'reject_verification',
] as const satisfies readonly TClaimAction[];
export type TOperatorClaimAction = (typeof OPERATOR_CLAIM_ACTIONS)[number];

const ZDay = z.iso.date({ error: 'date_invalid' });
const ZSearch = z.string().trim().max(200);
/** A row id in a body: PostgreSQL's serial ends at 2^31 − 1, so a larger one is refused here, not by the database. */
const ZSerialId = z.number().int().min(1).max(2_147_483_647);

/** `GET /admin/api/claims/`: the queue, newest first. */
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
  amountMin: ZDecimal.optional(),
  amountMax: ZDecimal.optional(),
  /** A claim id (or its beginning), an e-mail, or a requisite the client entered. */
  q: ZSearch.optional(),
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
  /** What the client entered for each side, labelled as the currency's fields are. */
  fromRequisites: z.array(ZLabelled),
  toRequisites: z.array(ZLabelled),
  promocode: z.string().nullable(),
  promocodePercent: ZDecimal,
  loyaltyPercent: ZDecimal,
  referrerId: z.number().int().nullable(),
  usdValue: ZDecimal.nullable(),
  payoutReference: z.string().nullable(),
  events: z.array(ZAdminClaimEvent),
  documents: z.array(ZAdminClaimDocument),
  /** What an operator can do to it now. */
  actions: z.array(z.enum(OPERATOR_CLAIM_ACTIONS)),
}).meta({ id: 'AdminClaim' });
export type TAdminClaim = z.infer<typeof ZAdminClaim>;

/** `POST /admin/api/claims/{id}/actions/`: every action says why; a completion names the payout. */
export const ZAdminClaimActionBody = z
  .object({
    action: z.enum(OPERATOR_CLAIM_ACTIONS, { error: 'action_invalid' }),
    reason: z.string().trim().min(1, { error: 'reason_required' }).max(1000),
    payoutReference: z.string().trim().min(1).max(200).optional(),
  })
  .refine((b) => b.action !== 'complete' || Boolean(b.payoutReference), {
    path: ['payoutReference'],
    error: 'payout_reference_required',
  })
  .meta({ id: 'AdminClaimAction' });
export type TAdminClaimActionBody = z.input<typeof ZAdminClaimActionBody>;

/** `GET /admin/api/users/` */
export const ZAdminUserQuery = ZPageQuery.extend({
  q: ZSearch.optional(),
  role: z.enum(USER_ROLES).optional(),
  blocked: z.enum(['true', 'false']).optional(),
});
export type TAdminUserQuery = z.input<typeof ZAdminUserQuery>;

export const ZAdminUser = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role: z.enum(USER_ROLES),
    activated: z.boolean(),
    blocked: z.boolean(),
    createdAt: z.string(),
    /** Claims made while logged in. */
    claims: z.number().int(),
  })
  .meta({ id: 'AdminUser' });
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUserPage = ZPage(ZAdminUser).meta({ id: 'AdminUserPage' });
export type TAdminUserPage = z.infer<typeof ZAdminUserPage>;

/** `PATCH /admin/api/users/{id}/`: block or unblock (operators, admins), change the role (admins). */
export const ZAdminUserUpdate = z
  .object({
    role: z.enum(USER_ROLES).optional(),
    blocked: z.boolean().optional(),
    reason: z.string().trim().min(1, { error: 'reason_required' }).max(1000),
  })
  .strict()
  .meta({ id: 'AdminUserUpdate' });
export type TAdminUserUpdate = z.input<typeof ZAdminUserUpdate>;

/** `GET /admin/api/withdrawals/`: referral withdrawal requests. */
export const ZAdminWithdrawalQuery = ZPageQuery.extend({
  status: z.enum(['pending', 'done', 'rejected']).optional(),
});
export type TAdminWithdrawalQuery = z.input<typeof ZAdminWithdrawalQuery>;

export const ZAdminWithdrawal = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    email: z.string(),
    amount: ZDecimal,
    currency: z.string(),
    requisites: z.record(z.string(), z.string()),
    status: z.enum(['pending', 'done', 'rejected']),
    reason: z.string().nullable(),
    createdAt: z.string(),
    /** The user's referral balance now (approved withdrawals already taken off). */
    balance: ZDecimal,
  })
  .meta({ id: 'AdminWithdrawal' });
export type TAdminWithdrawal = z.infer<typeof ZAdminWithdrawal>;

export const ZAdminWithdrawalPage = ZPage(ZAdminWithdrawal).meta({ id: 'AdminWithdrawalPage' });
export type TAdminWithdrawalPage = z.infer<typeof ZAdminWithdrawalPage>;

/** `POST /admin/api/withdrawals/{id}/decision/` */
export const ZAdminWithdrawalDecision = z
  .object({
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().min(1, { error: 'reason_required' }).max(1000),
  })
  .meta({ id: 'AdminWithdrawalDecision' });
export type TAdminWithdrawalDecision = z.input<typeof ZAdminWithdrawalDecision>;

/** `GET /admin/api/audit/`: every operator action, newest first. */
export const ZAuditQuery = ZPageQuery.extend({
  actor: ZSearch.optional(),
  action: z.string().trim().max(100).optional(),
  targetType: z
    .enum(['claim', 'user', 'withdrawal', 'currency', 'direction', 'content', 'setting', 'message'])
    .optional(),
  targetId: z.string().trim().max(100).optional(),
});
export type TAuditQuery = z.input<typeof ZAuditQuery>;

export const ZAuditEntry = z
  .object({
    id: z.number().int(),
    createdAt: z.string(),
    actorId: z.number().int(),
    actor: z.string(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string(),
    reason: z.string(),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'AuditEntry' });
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditPage = ZPage(ZAuditEntry).meta({ id: 'AuditPage' });
export type TAuditPage = z.infer<typeof ZAuditPage>;

const ZLocalizedText = z.object({ ru: z.string().max(2000), en: z.string().max(2000) });

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
export const ZAdminCurrencyList = z.array(ZAdminCurrency).meta({ id: 'AdminCurrencyList' });

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

/** `POST /admin/api/catalogue/currencies/{id}/reserve/`: set the reserve to a new amount. */
export const ZAdminReserveSet = z
  .object({ reserve: ZDecimal, reason: ZReason })
  .strict()
  .meta({ id: 'AdminReserveSet' });
export type TAdminReserveSet = z.input<typeof ZAdminReserveSet>;

export const ZAdminReserveChange = z.object({
  id: z.number().int(),
  before: ZDecimal,
  after: ZDecimal,
  actor: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export const ZAdminReserveHistory = ZPage(ZAdminReserveChange).meta({ id: 'AdminReserveHistory' });
export type TAdminReserveHistory = z.infer<typeof ZAdminReserveHistory>;

/** `GET /admin/api/catalogue/directions/` */
export const ZAdminDirection = z
  .object({
    id: z.number().int(),
    from: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
    to: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
    active: z.boolean(),
    courseSource: z.enum(['manual', 'feed']),
    manualCourse: ZDecimal.nullable(),
    courseFormula: z.string().nullable(),
    marginPercent: ZDecimal,
    /** The course the calculator serves now; null when the direction is unavailable (stale rate). */
    course: ZDecimal.nullable(),
    fromMin: ZDecimal.nullable(),
    fromMax: ZDecimal.nullable(),
    toMin: ZDecimal.nullable(),
    toMax: ZDecimal.nullable(),
    bonus: ZDecimal,
    notify: ZLocalizedText,
    congestionFrom: z.boolean(),
    congestionTo: z.boolean(),
    lifetimeMinutes: z.number().int(),
    verificationRequired: z.boolean(),
  })
  .meta({ id: 'AdminDirection' });
export type TAdminDirection = z.infer<typeof ZAdminDirection>;
export const ZAdminDirectionList = z.array(ZAdminDirection).meta({ id: 'AdminDirectionList' });

/** `PATCH /admin/api/catalogue/directions/{id}/`: only the fields given change; limits may be cleared with null. */
export const ZAdminDirectionUpdate = z
  .object({
    active: z.boolean().optional(),
    manualCourse: ZDecimal.optional(),
    /** 0 to under 100: the course is the feed's rate less this share (never above the market). */
    marginPercent: z
      .string()
      .regex(/^\d{1,2}(\.\d{1,4})?$/, { error: 'percent_invalid' })
      .optional(),
    fromMin: ZDecimal.nullable().optional(),
    fromMax: ZDecimal.nullable().optional(),
    toMin: ZDecimal.nullable().optional(),
    toMax: ZDecimal.nullable().optional(),
    bonus: z
      .string()
      .regex(/^\d{1,3}(\.\d{1,4})?$/, { error: 'percent_invalid' })
      .optional(),
    notify: ZLocalizedText.optional(),
    congestionFrom: z.boolean().optional(),
    congestionTo: z.boolean().optional(),
    lifetimeMinutes: z.number().int().min(5).max(1440).optional(),
    verificationRequired: z.boolean().optional(),
    reason: ZReason,
  })
  .strict()
  .meta({ id: 'AdminDirectionUpdate' });
export type TAdminDirectionUpdate = z.input<typeof ZAdminDirectionUpdate>;

/**
 * `POST /admin/api/catalogue/directions/`: a new direction between two currencies. A manual one
 * needs its course; a feed one takes `courseFormula` (`feed:SYMBOL*1/feed:SYMBOL`), or, when
 * absent, the cross of both currencies' USD formulas.
 */
export const ZAdminDirectionCreate = z
  .object({
    fromId: ZSerialId,
    toId: ZSerialId,
    courseSource: z.enum(['manual', 'feed']),
    manualCourse: ZDecimal.optional(),
    courseFormula: z.string().trim().max(200).optional(),
    marginPercent: z
      .string()
      .regex(/^\d{1,2}(\.\d{1,4})?$/, { error: 'percent_invalid' })
      .default('0'),
    fromMin: ZDecimal.nullable().default(null),
    fromMax: ZDecimal.nullable().default(null),
    toMin: ZDecimal.nullable().default(null),
    toMax: ZDecimal.nullable().default(null),
    lifetimeMinutes: z.number().int().min(5).max(1440).default(30),
    verificationRequired: z.boolean().default(false),
    active: z.boolean().default(true),
    reason: ZReason,
  })
  .strict()
  .meta({ id: 'AdminDirectionCreate' });
export type TAdminDirectionCreate = z.input<typeof ZAdminDirectionCreate>;

/** `GET /admin/api/catalogue/feeds/`: the rate sources and their health. */
export const ZAdminFeed = z
  .object({
    feedId: z.string(),
    lastSuccessAt: z.string().nullable(),
    lastErrorAt: z.string().nullable(),
    lastError: z.string().nullable(),
    /** Quotes of the feed are within their time-to-live. */
    fresh: z.boolean(),
  })
  .meta({ id: 'AdminFeed' });
export const ZAdminFeedList = z.array(ZAdminFeed).meta({ id: 'AdminFeedList' });
export type TAdminFeed = z.infer<typeof ZAdminFeed>;

/** Every claim action, for filters of the audit log. */
export const ALL_CLAIM_ACTIONS = CLAIM_ACTIONS;
