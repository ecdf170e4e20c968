/**
 * Directions and rate feeds in the operator API (`/admin/api/catalogue/directions/...`,
 * `/admin/api/catalogue/feeds/`): terms, new directions, the feeds' health.
 */
import { z } from 'zod';
import { ZDecimal, ZMoneyInput } from '../calculator.js';
import { emptyAsMissing, ZPage, ZPageQuery, ZReason } from '../common.js';
import { ZSearch, ZSerialId } from './shared.js';

const ZLocalizedText = z.object({ ru: z.string().max(2000), en: z.string().max(2000) });

/** 0 to under 100: the course is the feed's rate less this share (never above the market). */
export const ZMarginPercent = z.string().regex(/^\d{1,2}(\.\d{1,4})?$/, { error: 'percent_invalid' });
/** The pair's bonus in percent, 0 to 999.9999 (`numeric(10,4)`). */
export const ZBonusPercent = z.string().regex(/^\d{1,3}(\.\d{1,4})?$/, { error: 'percent_invalid' });
/** How long a claim of the direction waits for its payment, in minutes. */
export const ZLifetimeMinutes = z.number().int().min(5).max(1440);

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
    /** Claims need a solved proof-of-work challenge. */
    humanCheck: z.boolean(),
  })
  .meta({ id: 'AdminDirection' });
export type TAdminDirection = z.infer<typeof ZAdminDirection>;
/** Every direction at once (for scripts; the back office reads them by page). */
export const ZAdminDirectionList = z.array(ZAdminDirection).meta({ id: 'AdminDirectionList' });

/** What the directions list can be narrowed to besides a currency: switched on, off, or without a course now. */
export const DIRECTION_STATES = ['active', 'inactive', 'unavailable'] as const;
export type TDirectionState = (typeof DIRECTION_STATES)[number];

/**
 * `GET /admin/api/catalogue/directions/page/`: a page of directions in the order of their
 * currencies, narrowed to those with a currency whose code or name holds `q` and to a state.
 */
export const ZAdminDirectionPageQuery = ZPageQuery.extend({
  q: z.preprocess(emptyAsMissing, ZSearch.optional()),
  state: z.preprocess(emptyAsMissing, z.enum(DIRECTION_STATES).optional()),
});
export type TAdminDirectionPageQuery = z.input<typeof ZAdminDirectionPageQuery>;
export const ZAdminDirectionPage = ZPage(ZAdminDirection).meta({ id: 'AdminDirectionPage' });
export type TAdminDirectionPage = z.infer<typeof ZAdminDirectionPage>;

/** `PATCH /admin/api/catalogue/directions/{id}/`: only the fields given change; limits may be cleared with null. */
export const ZAdminDirectionUpdate = z
  .object({
    active: z.boolean().optional(),
    manualCourse: ZMoneyInput.optional(),
    marginPercent: ZMarginPercent.optional(),
    fromMin: ZMoneyInput.nullable().optional(),
    fromMax: ZMoneyInput.nullable().optional(),
    toMin: ZMoneyInput.nullable().optional(),
    toMax: ZMoneyInput.nullable().optional(),
    bonus: ZBonusPercent.optional(),
    notify: ZLocalizedText.optional(),
    congestionFrom: z.boolean().optional(),
    congestionTo: z.boolean().optional(),
    lifetimeMinutes: ZLifetimeMinutes.optional(),
    verificationRequired: z.boolean().optional(),
    humanCheck: z.boolean().optional(),
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
    manualCourse: ZMoneyInput.optional(),
    courseFormula: z.string().trim().max(200).optional(),
    marginPercent: ZMarginPercent.default('0'),
    fromMin: ZMoneyInput.nullable().default(null),
    fromMax: ZMoneyInput.nullable().default(null),
    toMin: ZMoneyInput.nullable().default(null),
    toMax: ZMoneyInput.nullable().default(null),
    lifetimeMinutes: ZLifetimeMinutes.default(30),
    verificationRequired: z.boolean().default(false),
    humanCheck: z.boolean().default(false),
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
