/**
 * The Drizzle schema: one source for PGlite and PostgreSQL. Money columns are `numeric` and are
 * read as strings (never a JS number). After changing it, run `npm run db:generate`.
 */
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type {
  TContentText,
  TContentVersion,
  TFieldDef,
  TLocalized,
  TPayinDef,
  TPublishedContent,
} from './column-types.js';

export type { TContentText, TContentVersion, TFieldDef, TLocalized, TPayinDef, TPublishedContent };

const money = (name: string) => numeric(name, { precision: 38, scale: 18 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/**
 * The catalogue version in which the row last changed, stamped by a trigger (migration 0026), so
 * that each process re-reads only the rows changed since its snapshot (docs/decisions/040).
 */
const changedVersion = () => bigint('changed_version', { mode: 'number' }).notNull().default(0);

/** Site-wide settings edited by operators: maintenance banner, contest, widget, … (key → JSON). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** A currency as a payment system ("ps"): a coin on one network, a bank's card, e-money, cash. */
export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  /** BestChange-style code: BTC, USDTTRC20, SBERRUB, CASHRUB. */
  code: text('code').notNull().unique(),
  /** What the amount is counted in: BTC, USDT, RUB. */
  ticker: text('ticker').notNull(),
  name: jsonb('name').$type<TLocalized>().notNull(),
  networkCode: text('network_code'),
  networkName: text('network_name'),
  /** Currencies with the same group are one entry in the pickers (one coin on several networks). */
  groupKey: text('group_key').notNull(),
  precision: integer('precision').notNull(),
  logo: text('logo').notNull(),
  filters: jsonb('filters').$type<string[]>().notNull(),
  reserve: money('reserve').notNull().default('0'),
  /**
   * Receive amounts of open claims (new, verification, paid, processing), kept in step by the
   * claim transactions themselves; available = reserve − held, never below zero.
   */
  held: money('held').notNull().default('0'),
  /**
   * What one unit is worth in US dollars, as a course formula over the rate feeds (`1` for USDT,
   * `binance:BTCUSDT`, `1/cbr:USDRUB`): loyalty volume, referral accruals and statistics in one unit.
   */
  usdFormula: text('usd_formula'),
  /**
   * Whether a claim's payment received in this currency adds to its reserve (a `payment`
   * movement, docs/decisions/021); off by default: the operator counts incoming money by hand.
   */
  countPayments: boolean('count_payments').notNull().default(false),
  fields: jsonb('fields').$type<TFieldDef[]>().notNull().default([]),
  payin: jsonb('payin').$type<TPayinDef>().notNull(),
  /**
   * Above this amount (in the currency's units) a reserve correction, a withdrawal's payment or a
   * refund waits for a second administrator's approval (decision 024); null: the rule is off.
   */
  approvalThreshold: money('approval_threshold'),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  changedVersion: changedVersion(),
});

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  /** The city's code in rate monitors' exports (BestChange: `MSK`, `SPB`…). */
  code: text('code').notNull().default(''),
  name: jsonb('name').$type<TLocalized>().notNull(),
  sort: integer('sort').notNull().default(0),
  changedVersion: changedVersion(),
});

export const currencyCities = pgTable(
  'currency_cities',
  {
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.currencyId, t.cityId] })],
);

/** An exchange direction: from-currency → to-currency with its course, limits and notices. */
export const directions = pgTable(
  'directions',
  {
    id: serial('id').primaryKey(),
    fromId: integer('from_id')
      .notNull()
      .references(() => currencies.id),
    toId: integer('to_id')
      .notNull()
      .references(() => currencies.id),
    active: boolean('active').notNull().default(true),
    /** `manual`: `manual_course`; `feed`: `course_formula` over the rate feeds (see core `parseCourseFormula`). */
    courseSource: text('course_source').$type<'manual' | 'feed'>().notNull(),
    manualCourse: money('manual_course'),
    /** A product of feed rates, e.g. `binance:BTCUSDT*cbr:USDRUB`; `1/` before a factor divides by it. */
    courseFormula: text('course_formula'),
    /** The exchanger's margin in percent, taken off the feed course: course = formula × (1 − margin/100). */
    marginPercent: numeric('margin_percent', { precision: 10, scale: 4 }).notNull().default('0'),
    fromMin: money('from_min'),
    fromMax: money('from_max'),
    toMin: money('to_min'),
    toMax: money('to_max'),
    /** Percent shown as the pair's bonus (loyalty, later promocodes). */
    bonus: numeric('bonus', { precision: 10, scale: 4 }).notNull().default('0'),
    notify: jsonb('notify').$type<TLocalized>().notNull().default({ ru: '', en: '' }),
    notifyFrom: jsonb('notify_from').$type<TLocalized>().notNull().default({ ru: '', en: '' }),
    notifyTo: jsonb('notify_to').$type<TLocalized>().notNull().default({ ru: '', en: '' }),
    congestionFrom: boolean('congestion_from').notNull().default(false),
    congestionTo: boolean('congestion_to').notNull().default(false),
    congestionText: jsonb('congestion_text').$type<TLocalized>().notNull().default({ ru: '', en: '' }),
    lifetimeMinutes: integer('lifetime_minutes').notNull().default(30),
    verificationRequired: boolean('verification_required').notNull().default(false),
    /** A claim must carry a solved proof-of-work challenge (docs/decisions/031-demo-banner-and-proof-of-work.md). */
    humanCheck: boolean('human_check').notNull().default(false),
    /** Higher first in `/users/pairs/best`. */
    popularity: integer('popularity').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    changedVersion: changedVersion(),
  },
  (t) => [
    uniqueIndex('directions_pair_idx').on(t.fromId, t.toId),
    index('directions_changed_version_idx').on(t.changedVersion),
  ],
);

/** The latest rate of each symbol of each feed. */
export const rateQuotes = pgTable(
  'rate_quotes',
  {
    feedId: text('feed_id').notNull(),
    symbol: text('symbol').notNull(),
    rate: money('rate').notNull(),
    /** When the source says the rate is from (or when we fetched it, if it says nothing). */
    asOf: timestamp('as_of', { withTimezone: true }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
    changedVersion: changedVersion(),
  },
  (t) => [primaryKey({ columns: [t.feedId, t.symbol] })],
);

/** Health of each feed, for the operators and for staleness. */
export const rateFeeds = pgTable('rate_feeds', {
  feedId: text('feed_id').primaryKey(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  lastError: text('last_error'),
});

/**
 * Bumped on every catalogue or rate change; each server process polls it and rebuilds its
 * in-memory calculator snapshot when it moves (docs/architecture.md#performance), so N processes agree within a second.
 */
export const catalogueState = pgTable('catalogue_state', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey(),
    directionId: integer('direction_id')
      .notNull()
      .references(() => directions.id),
    fromId: integer('from_id')
      .notNull()
      .references(() => currencies.id),
    toId: integer('to_id')
      .notNull()
      .references(() => currencies.id),
    fromAmount: money('from_amount').notNull(),
    toAmount: money('to_amount').notNull(),
    /** The course fixed for the claim's lifetime. */
    course: money('course').notNull(),
    status: text('status').notNull(),
    email: text('email').notNull(),
    fromRequisites: jsonb('from_requisites').$type<Record<string, string>>().notNull(),
    toRequisites: jsonb('to_requisites').$type<Record<string, string>>().notNull(),
    promocode: text('promocode'),
    /** The course improvement granted, in percent: the promocode's and the loyalty level's. */
    promocodePercent: numeric('promocode_percent', { precision: 10, scale: 4 }).notNull().default('0'),
    loyaltyPercent: numeric('loyalty_percent', { precision: 10, scale: 4 }).notNull().default('0'),
    referral: text('referral'),
    /** The referrer credited when this claim completes (resolved from `referral` at creation). */
    referrerId: integer('referrer_id'),
    userId: integer('user_id'),
    /** The client address that created the claim: what the rationing counts (decision 027). */
    clientIp: text('client_ip'),
    /** The claim's send amount in US dollars at creation (null when it has no valuation). */
    usdValue: money('usd_value'),
    locale: text('locale').notNull(),
    verificationRequired: boolean('verification_required').notNull().default(false),
    payoutReference: text('payout_reference'),
    /**
     * What the client gave with "I have paid": their transaction id or the bank receipt's number,
     * for the operator who looks for the payment (null: none given).
     */
    clientPaymentReference: text('client_payment_reference'),
    /** The shop invoice this claim pays (issue "Shops"): its receive side credits the shop. */
    invoiceId: uuid('invoice_id').references((): AnyPgColumn => invoices.id),
    /**
     * A watched send currency's deposit address for this claim alone, derived from the currency's
     * extended public key at `depositPath` (docs/payments.md); null for manual currencies.
     */
    depositAddress: text('deposit_address'),
    depositPath: text('deposit_path'),
    /** Where a refunded on-chain payment goes back to, as the client gave it. */
    refundAddress: text('refund_address'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One claim at a time pays an invoice: a second one while the first is open or done is refused.
    uniqueIndex('claims_invoice_active_idx')
      .on(t.invoiceId)
      .where(
        sql`status in ('new', 'verification', 'confirming', 'paid', 'processing', 'review', 'completed')`,
      ),
    // An address is one claim's: the watcher finds the claim of a payment by it.
    uniqueIndex('claims_deposit_address_idx').on(t.depositAddress),
    index('claims_to_status_idx').on(t.toId, t.status),
    index('claims_status_expires_idx').on(t.status, t.expiresAt),
    index('claims_email_idx').on(t.email),
    index('claims_user_idx').on(t.userId, t.createdAt),
    index('claims_client_ip_idx').on(t.clientIp, t.status),
    // The operator's queue: newest first, and by status, paged by position (docs/decisions/037,
    // 041-keyset-paging.md): `(created_at, id)` is the order and the keyset.
    index('claims_created_id_idx').on(t.createdAt, t.id),
    index('claims_status_created_id_idx').on(t.status, t.createdAt, t.id),
    // The search of the claims desk: any fragment of the e-mail or of a requisite by trigrams
    // (pg_trgm, in PostgreSQL and in PGlite), the claim's number by the prefix of its id.
    // New claims wait in each index's pending list until it is merged; every search reads that
    // list whole, so it is kept to 256 kB (PostgreSQL's default is 4 MB; docs/decisions/037).
    index('claims_email_trgm_idx')
      .using('gin', sql`${t.email} public.gin_trgm_ops`)
      .with({ gin_pending_list_limit: 256 }),
    index('claims_requisites_trgm_idx')
      .using('gin', sql`(${t.fromRequisites}::text || ' ' || ${t.toRequisites}::text) public.gin_trgm_ops`)
      .with({ gin_pending_list_limit: 256 }),
    index('claims_id_text_idx').using('btree', sql`(${t.id}::text) text_pattern_ops`),
  ],
);

/**
 * The hash chain of an append-only table (decision 023): `hash` = SHA-256 of the previous row's
 * `hash` and this row's canonical content. The insert trigger sets both, whatever a writer sends;
 * the empty default only lets writers leave them out.
 */
const chainColumns = () => ({
  prevHash: text('prev_hash').notNull().default(''),
  hash: text('hash').notNull().default(''),
});

/**
 * The last link of each hash chain (`audit_log`, `claim_events`): the insert trigger locks this row
 * (FOR UPDATE), so concurrent writers chain one after another, and moves it on. Decision 023.
 */
export const auditChainHeads = pgTable('audit_chain_heads', {
  tableName: text('table_name').primaryKey(),
  lastId: bigint('last_id', { mode: 'number' }).notNull(),
  lastHash: text('last_hash').notNull(),
});

/**
 * Append-only history of every claim: who did what, when and why. The database refuses UPDATE,
 * DELETE and TRUNCATE and hash-chains the rows (decision 023).
 */
/**
 * How many claims are in each status, kept by statement-level triggers on `claims` (migration
 * 0024) in the statement that moves them: `/metrics` reads these rows instead of counting every
 * claim at each scrape (docs/architecture.md#operations).
 */
export const claimStatusCounts = pgTable('claim_status_counts', {
  status: text('status').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});

export const claimEvents = pgTable(
  'claim_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorType: text('actor_type').$type<'client' | 'operator' | 'system'>().notNull(),
    actorId: text('actor_id'),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
    ...chainColumns(),
  },
  (t) => [index('claim_events_claim_idx').on(t.claimId, t.id)],
);

/**
 * Files a client uploads for a claim (card photos for verification). Stored under
 * `DATA_DIR/uploads/`, never served publicly: only operators read them, through the back office.
 */
export const claimDocuments = pgTable(
  'claim_documents',
  {
    id: uuid('id').primaryKey(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id),
    kind: text('kind').$type<'card_photo'>().notNull(),
    /** Path relative to `DATA_DIR/uploads`. */
    path: text('path').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('claim_documents_claim_idx').on(t.claimId)],
);

/** Registered users. E-mails are stored lower-cased. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').$type<'user' | 'operator' | 'admin'>().notNull().default('user'),
  activatedAt: timestamp('activated_at', { withTimezone: true }),
  blockedAt: timestamp('blocked_at', { withTimezone: true }),
  locale: text('locale').$type<'ru' | 'en'>().notNull().default('ru'),
  /** E-mails about the user's claims (status changes). */
  notifyEmail: boolean('notify_email').notNull().default(true),
  /** The code in the user's referral link. */
  referralCode: text('referral_code').notNull().unique(),
  referrerId: integer('referrer_id'),
  /**
   * The second factor (docs/decisions/022-two-factor.md): the TOTP secret, encrypted with a key
   * derived from `SECRET_KEY`; on once `totpEnabledAt` is set. `totpPendingSecret` is an enrolment
   * not yet confirmed; `totpLastStep` the 30-second step of the last code accepted, so a code is
   * accepted once.
   */
  totpSecret: text('totp_secret'),
  totpPendingSecret: text('totp_pending_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  totpLastStep: integer('totp_last_step'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The one-time recovery codes of a user's second factor, stored hashed; each is used once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * When a second-factor code was last entered in a session (a refresh-token family): at sign-in,
 * at enrolment, and at each money action that asked for a fresh one.
 */
export const sessionOtp = pgTable('session_otp', {
  family: uuid('family').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
});

/**
 * The browsers and addresses a member of staff signed in from: a device cookie's hash with the
 * client address. A sign-in from a pair not seen before e-mails the staff member.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    deviceHash: text('device_hash').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('known_devices_idx').on(t.userId, t.deviceHash, t.ip)],
);

/** One-time tokens of e-mailed links (activation, password restore), stored hashed. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<'activate' | 'restore'>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId, t.kind)],
);

/**
 * Refresh tokens, stored hashed. Each refresh rotates the token within its family; presenting a
 * token already rotated revokes the whole family (docs/architecture.md#accounts).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    family: uuid('family').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.family)],
);

/** Fixed-window counters of the rate limits, shared by every process on the database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * Proof-of-work challenges already spent on a claim, kept until they expire so that one solution
 * is never accepted twice, by any process (docs/decisions/031-demo-banner-and-proof-of-work.md).
 */
export const humanCheckUses = pgTable(
  'human_check_uses',
  {
    /** The challenge's signature: unique per challenge (its nonce and salt are random). */
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('human_check_uses_expires_idx').on(t.expiresAt)],
);

/** Every e-mail, queued: sent by the outbox job over SMTP, or kept here and logged without SMTP. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    /** Where the recipient's answer goes (the visitor, for a contact-form message); null: the sender. */
    replyTo: text('reply_to'),
    template: text('template').notNull(),
    locale: text('locale').$type<'ru' | 'en'>().notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Lower goes first: account mails (0) before claim mails (1), whatever their age (decision 027). */
    priority: smallint('priority').notNull().default(1),
    status: text('status').$type<'pending' | 'sent' | 'logged' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.priority, t.nextAttemptAt)],
);

/** Promocodes: a course improvement in percent, with a use limit and an expiry. */
export const promocodes = pgTable('promocodes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  percent: numeric('percent', { precision: 10, scale: 4 }).notNull(),
  maxUses: integer('max_uses'),
  uses: integer('uses').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** The user it was given to (shown in their account); null for a public code. */
  userId: integer('user_id').references(() => users.id),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/**
 * The referral ledger (`dw`): deposits (a share of the margin of a referred claim, once per claim)
 * and withdrawal requests. Balance = done deposits − pending and done withdrawals.
 */
export const referralLedger = pgTable(
  'referral_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<'deposit' | 'withdrawal'>().notNull(),
    amount: money('amount').notNull(),
    status: text('status').$type<'pending' | 'done' | 'rejected'>().notNull(),
    claimId: uuid('claim_id').references(() => claims.id),
    /** Withdrawals: where to pay. */
    currencyId: integer('currency_id').references(() => currencies.id),
    requisites: jsonb('requisites').$type<Record<string, string>>(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('referral_ledger_user_idx').on(t.userId, t.id),
    uniqueIndex('referral_ledger_claim_idx').on(t.claimId),
  ],
);

/**
 * Every operator action (claims desk, users, withdrawals): who, what, on which object, why, and
 * what changed. Written in the transaction of the change it records. Append-only in the database
 * itself (UPDATE, DELETE and TRUNCATE refused) and hash-chained (decision 023).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type')
      .$type<
        | 'claim'
        | 'user'
        | 'withdrawal'
        | 'currency'
        | 'direction'
        | 'content'
        | 'setting'
        | 'message'
        | 'shop'
        | 'approval'
      >()
      .notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    ...chainColumns(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_actor_idx').on(t.actorId, t.id),
  ],
);

/**
 * Every change of a currency's reserve made in the back office before the reserve became a ledger
 * (docs/decisions/021): no longer written; its rows were copied into `reserve_movements` as
 * corrections by the migration that made the ledger. Kept, read by nothing, until a later
 * migration drops it.
 */
export const reserveAdjustments = pgTable(
  'reserve_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    before: money('before').notNull(),
    after: money('after').notNull(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('reserve_adjustments_currency_idx').on(t.currencyId, t.id)],
);

/** What moves a reserve (docs/decisions/021). */
export type TReserveMovementKind = 'opening' | 'payout' | 'payment' | 'refund' | 'correction' | 'withdrawal';

/**
 * The reserve of a currency as a ledger (docs/decisions/021): `currencies.reserve` is the sum of
 * its movements, kept in step in the transaction of each. Rows are only ever inserted. A claim
 * has at most one movement of each kind, a withdrawal one (`reference`).
 */
export const reserveMovements = pgTable(
  'reserve_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    kind: text('kind').$type<TReserveMovementKind>().notNull(),
    /** Signed: what the movement adds to the reserve. */
    amount: money('amount').notNull(),
    /** The reserve right after this movement. */
    reserveAfter: money('reserve_after').notNull(),
    claimId: uuid('claim_id').references(() => claims.id),
    /** What else it belongs to: a paid withdrawal (`referral-withdrawal:12`, `shop-withdrawal:5`). */
    reference: text('reference'),
    /** The member of staff who caused it; null for the system (the opening, the migration). */
    actorId: integer('actor_id').references(() => users.id),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reserve_movements_currency_idx').on(t.currencyId, t.id),
    uniqueIndex('reserve_movements_claim_idx')
      .on(t.claimId, t.kind)
      .where(sql`claim_id is not null`),
    uniqueIndex('reserve_movements_reference_idx')
      .on(t.reference, t.kind)
      .where(sql`reference is not null`),
  ],
);

/**
 * Site content edited in the back office (issue "Operator back office"): the information pages
 * (`page`: rules, aml, contacts, cash, partners, contest), news (`news`) and FAQ entries (`faq`),
 * in both languages. Operators edit the draft; publishing copies it, rendered, to `published`.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'page' | 'news' | 'faq'>().notNull(),
    /** The page's key, the news item's URL slug; FAQ entries get a generated one. */
    slug: text('slug').notNull(),
    /** FAQ: the group heading the entry is listed under. */
    groupKey: text('group_key').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    draft: jsonb('draft').$type<TContentVersion>().notNull(),
    published: jsonb('published').$type<TPublishedContent>(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('content_items_kind_slug_idx').on(t.kind, t.slug),
    index('content_items_published_idx').on(t.kind, t.publishedAt),
  ],
);

/**
 * Messages of the contact form (`/contacts`, issue "Public pages"): what a visitor wrote to the
 * operators, optionally about a claim, and where the operators are with it (`new`, `answered`,
 * `closed`). `reference` is what the visitor is shown and quotes in later letters.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    status: text('status').$type<'new' | 'answered' | 'closed'>().notNull().default('new'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    claimId: uuid('claim_id').references(() => claims.id, { onDelete: 'set null' }),
    /** The signed-in user who wrote it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The language to answer in. */
    locale: text('locale').$type<'ru' | 'en'>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('contact_messages_status_idx').on(t.status, t.id)],
);

/**
 * A seller's shop (issue "Shops"): one per user, paid out in one currency of the catalogue. It
 * takes payments only once an operator has approved it.
 */
export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    siteUrl: text('site_url').notNull(),
    description: text('description').notNull().default(''),
    status: text('status')
      .$type<'pending' | 'approved' | 'rejected' | 'blocked'>()
      .notNull()
      .default('pending'),
    /** The operator's reason for the last decision. */
    reason: text('reason'),
    payoutCurrencyId: integer('payout_currency_id')
      .notNull()
      .references(() => currencies.id),
    payoutRequisites: jsonb('payout_requisites').$type<Record<string, string>>().notNull(),
    webhookUrl: text('webhook_url'),
    /** HMAC-SHA256 key of the webhooks; shown to the seller, never to anyone else. */
    webhookSecret: text('webhook_secret').notNull(),
    feePercent: numeric('fee_percent', { precision: 10, scale: 4 }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    decidedBy: integer('decided_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('shops_user_idx').on(t.userId), index('shops_status_idx').on(t.status, t.id)],
);

/** Merchant API keys: only a SHA-256 of the key is kept (keys are 32 random bytes). */
export const shopApiKeys = pgTable(
  'shop_api_keys',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    hash: text('hash').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shop_api_keys_hash_idx').on(t.hash), index('shop_api_keys_shop_idx').on(t.shopId)],
);

/** An invoice a shop created through the merchant API or the link generator. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    orderId: text('order_id').notNull(),
    amount: money('amount').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    description: text('description').notNull().default(''),
    status: text('status')
      .$type<'open' | 'paying' | 'paid' | 'expired' | 'cancelled'>()
      .notNull()
      .default('open'),
    successUrl: text('success_url'),
    failUrl: text('fail_url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_shop_order_idx').on(t.shopId, t.orderId),
    index('invoices_shop_idx').on(t.shopId, t.createdAt),
  ],
);

/**
 * A shop's money (issue "Shops"): a `sale` for each completed claim of its invoices (the amount
 * and the exchanger's fee), and `withdrawal` requests that operators approve or reject. The
 * balance is the net of done sales less pending and done withdrawals.
 */
export const shopLedger = pgTable(
  'shop_ledger',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    kind: text('kind').$type<'sale' | 'withdrawal'>().notNull(),
    /** A sale: what the buyer paid for; a withdrawal: what is paid out. */
    amount: money('amount').notNull(),
    /** A sale: the exchanger's fee, kept out of the balance. */
    fee: money('fee').notNull().default('0'),
    status: text('status').$type<'pending' | 'done' | 'rejected'>().notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    claimId: uuid('claim_id').references(() => claims.id),
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    requisites: jsonb('requisites').$type<Record<string, string>>(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('shop_ledger_shop_idx').on(t.shopId, t.id),
    uniqueIndex('shop_ledger_claim_idx').on(t.claimId),
  ],
);

/** Webhooks owed to shops: one row per event, delivered with retries (jobs/webhooks). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_shop_idx').on(t.shopId, t.id),
  ],
);

/** Every delivery attempt of a webhook, as the seller sees it: when, the answer, how long. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.id)],
);

/**
 * Proposals of the two-person rule (decision 024): an action above its currency's approval
 * threshold, kept with the exact arguments it will run with until another administrator approves
 * (it then runs, in the transaction that marks it approved), rejects it, or its proposer cancels it.
 * At most one proposal waits per action and target.
 */
export const proposals = pgTable(
  'proposals',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'reserve' | 'withdrawal' | 'shop_withdrawal' | 'refund'>().notNull(),
    /** The currency's id, the withdrawal's id, or the claim's UUID, as text. */
    target: text('target').notNull(),
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    amount: money('amount').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    proposedBy: integer('proposed_by')
      .notNull()
      .references(() => users.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status')
      .$type<'pending' | 'approved' | 'rejected' | 'cancelled'>()
      .notNull()
      .default('pending'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
  },
  (t) => [
    index('proposals_status_idx').on(t.status, t.id),
    uniqueIndex('proposals_pending_target_idx')
      .on(t.kind, t.target)
      .where(sql`status = 'pending'`),
  ],
);

/**
 * The answers of money calls made with an `Idempotency-Key` (docs/decisions/028): the first
 * request of a key inserts its row (`running`), which is the lock a concurrent twin runs into; its
 * answer is stored when it is sent, and replayed to a retry of the same body for 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The operation and who calls it: `claim:user:12`, `claim:guest`, `invoice:shop:3`… */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 (hex) of the canonical JSON of the validated body. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request runs; then the status code it answered. */
    status: integer('status'),
    /** The answer's body as it was sent (JSON text). */
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * A currency whose payments are seen on its chain (docs/payments.md, decision 032): the watch-only
 * extended public key its deposit addresses are derived from. No private key is ever stored.
 */
export const chainWatches = pgTable('chain_watches', {
  currencyId: integer('currency_id')
    .primaryKey()
    .references(() => currencies.id, { onDelete: 'cascade' }),
  /** The chain's key (`LTC`, `BTC`, `ETH`, `BSC`): its node is `CHAIN_RPC_<chain>`. */
  chain: text('chain').notNull(),
  /** `main`, `testnet` or `regtest`/`dev`: checked against the node's genesis hash or chain id. */
  net: text('net').notNull(),
  /** The account-level extended public key, as the operator's wallet exports it. */
  xpub: text('xpub').notNull(),
  /** Confirmations after which a payment counts. */
  confirmations: integer('confirmations').notNull().default(1),
  /** How far, in percent of the claim's amount, a payment may be short or over and still be accepted. */
  tolerancePercent: numeric('tolerance_percent', { precision: 10, scale: 4 }).notNull().default('0'),
  /** A token's contract (EVM), lower-case; null for the chain's own coin. */
  tokenContract: text('token_contract'),
  tokenDecimals: integer('token_decimals'),
  /** The explorer's transaction page with `{txid}` in it; null: no links. */
  explorerTxUrl: text('explorer_tx_url'),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The explorer of each network (docs/payments.md): the transaction page, `{txid}` where the id
 * goes, keyed by the currencies' `network_code`. It links the transactions of every currency on
 * that network, watched or not, unless a watch has a template of its own.
 */
export const networkExplorers = pgTable('network_explorers', {
  networkCode: text('network_code').primaryKey(),
  txUrl: text('tx_url').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The next unused index of each account key on a chain: the key's, not a currency's, so a coin and
 * its tokens sharing one wallet account (ETH and USDT-ERC20) never get the same address, and a key
 * set again after another was used carries on where it stopped. An index is never given twice.
 */
export const chainKeys = pgTable(
  'chain_keys',
  {
    chain: text('chain').notNull(),
    xpub: text('xpub').notNull(),
    nextIndex: integer('next_index').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.chain, t.xpub] })],
);

/**
 * How far the watcher of a chain has read it: the last block scanned (height and hash), and its
 * health as last seen. Moved in the same transaction as the payments of the blocks it passed, so a
 * restart neither misses nor counts twice.
 */
export const chainCursors = pgTable('chain_cursors', {
  chain: text('chain').primaryKey(),
  height: integer('height').notNull(),
  hash: text('hash').notNull(),
  tipHeight: integer('tip_height').notNull(),
  scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
  /** The last failure (node unreachable, wrong chain, bad answer), cleared by the next good scan. */
  error: text('error'),
  errorAt: timestamp('error_at', { withTimezone: true }),
});

/** The hashes of the blocks scanned lately: where a reorganisation forked off is found by them. */
export const chainBlocks = pgTable(
  'chain_blocks',
  {
    chain: text('chain').notNull(),
    height: integer('height').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chain, t.height] })],
);

/**
 * Every payment seen to a claim's deposit address: kept when it leaves the chain (`removed`), so
 * nothing paid to a claim is ever lost from view. One row per output or transfer.
 */
export const chainPayments = pgTable(
  'chain_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chain: text('chain').notNull(),
    txid: text('txid').notNull(),
    /** The output index (UTXO), 0 (EVM native) or log index + 1 (token transfer). */
    idx: integer('idx').notNull(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id),
    address: text('address').notNull(),
    /** null: the chain's own coin; otherwise the token contract. */
    asset: text('asset'),
    amount: money('amount').notNull(),
    blockHeight: integer('block_height').notNull(),
    blockHash: text('block_hash').notNull(),
    blockTime: timestamp('block_time', { withTimezone: true }).notNull(),
    /** `active`, or `removed` once its block left the chain. */
    status: text('status').notNull().default('active'),
    /**
     * When its claim was last judged with it (docs/payments.md); null while a new, removed or
     * returned payment waits for that, so a judgement cut short by a restart is taken up again.
     */
    judgedAt: timestamp('judged_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('chain_payments_tx_idx').on(t.chain, t.txid, t.idx),
    index('chain_payments_claim_idx').on(t.claimId),
    index('chain_payments_block_idx').on(t.chain, t.blockHeight),
    index('chain_payments_unjudged_idx')
      .on(t.chain)
      .where(sql`judged_at is null`),
  ],
);
