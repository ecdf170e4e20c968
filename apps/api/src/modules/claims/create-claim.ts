/**
 * Creates a claim (`POST /api/v1/claim/`, docs/architecture.md#claims). The server re-computes it
 * with the snapshot of the moment — the client's numbers are checked, never trusted — and writes it
 * with its hold, its `create` event and its e-mail through the group commit (docs/decisions/007).
 * Field problems are named in the domain's terms (`sendAmount`, `receiveRequisites.card`); the
 * route gives them their wire names (docs/decisions/018-wire-names-at-the-wire.md).
 */
import { randomUUID } from 'node:crypto';
import {
  dec,
  fitsColumn,
  localePrefix,
  MONEY_COLUMN,
  toPlainString,
  withDiscount,
  type TClaimCreated,
  type TLocale,
  type TQuote,
} from '@exchanger/core';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../lib/app-error.js';
import {
  pairKey,
  type TCurrencyRow,
  type TFieldErrors,
  type TLiveDirection,
  type TSnapshot,
} from '../catalogue/index.js';
import { checkAmounts } from './claim-amounts.js';
import { claimCreatedMail, claimLink, prepareClaimMail } from './claim-mails.js';
import {
  capError,
  capsOf,
  checkCreationRate,
  checkPromocodeAttempt,
  type TClaimClient,
} from './claim-rationing.js';
import { checkRequisites } from './claim-requisites.js';
import { nowOf, type TClaimsDeps, type TPayableInvoice } from './claims.deps.js';

/** What a client asks for, in the domain's names. */
export interface TClaimInput {
  email: string;
  fromCurrencyId: number;
  toCurrencyId: number;
  /** What the client sends, as typed: checked against the send precision and the limits. */
  sendAmount: string;
  /** What the client's own quote receives: checked against the server's quote. */
  receiveAmount: string;
  /** What the client entered for the send side; only the fields shown on that side are kept. */
  sendRequisites: Record<string, string>;
  /** What the client entered for the receive side (ignored when the claim pays an invoice). */
  receiveRequisites: Record<string, string>;
  /** A referral code from a referral link: credits its owner when a guest's claim completes. */
  referrerCode?: string | undefined;
  promocode?: string | undefined;
  /** A shop invoice this claim pays (docs/decisions/013). */
  invoiceId?: string | undefined;
  /** The solved proof-of-work challenge, where the direction requires one. */
  altcha?: string | undefined;
  /** Where an on-chain payment goes back to if refunded (watched send currencies only). */
  refundAddress?: string | undefined;
}

export interface TClaimContext {
  locale: TLocale;
  /** The signed-in client: the claim is theirs. */
  userId?: number | null;
  /** The client's address: the claims it may make and hold are rationed (docs/decisions/027). */
  ip?: string | null;
}

/** The course improvements of a claim, in percent. */
interface TDiscounts {
  promocode: { code: string; percent: string } | null;
  promocodePercent: string;
  loyaltyPercent: string;
}

/** A claim that passed every check, ready to be written. */
interface TCheckedClaim {
  from: TCurrencyRow;
  to: TCurrencyRow;
  live: TLiveDirection;
  quote: TQuote;
  receiveAmount: string;
  course: string;
  /** The send amount in US dollars, for loyalty volumes and referral accruals; null without a rate. */
  usdValue: string | null;
  requisites: { send: Record<string, string>; receive: Record<string, string> };
  discounts: TDiscounts;
  invoice: TPayableInvoice | undefined;
  /** Where an on-chain payment goes back to, as checked; null when none was given. */
  refundAddress: string | null;
  /** The send currency is watched on its chain: the claim is paid to an address of its own. */
  watched: boolean;
}

const invalid = (fields: TFieldErrors) => new AppError('validation_error', 'validation_error', { fields });

const promocodeRefused = () =>
  new AppError('validation_error', 'promocode_not_found', { fields: { promocode: ['promocode_not_found'] } });

export async function createClaim(
  deps: TClaimsDeps,
  input: TClaimInput,
  ctx: TClaimContext,
): Promise<TClaimCreated> {
  const tech = await deps.tech.getTech(ctx.locale);
  if (tech.maintenance) throw new AppError('conflict', 'maintenance');
  const client: TClaimClient = {
    ip: ctx.ip ?? null,
    email: input.email.toLowerCase(),
    userId: ctx.userId ?? null,
  };
  await checkCreationRate(deps, client);

  const snapshot = deps.catalogue.snapshot();
  const { from, to, live: found } = resolveDirection(snapshot, input);
  // Asked before the direction: a stalled chain's directions are left out of the snapshot, and
  // the client is told why (docs/payments.md).
  const stalled = await deps.stalledChainOf?.(from.id);
  if (stalled)
    throw new AppError('conflict', 'chain_stalled', { params: { currency: from.ticker, chain: stalled } });
  if (!found) throw new AppError('conflict', 'direction_unavailable');
  const live = found;
  const humanCheck = live.direction.humanCheck ? await checkHuman(deps, input.altcha) : null;
  const invoice = await resolveInvoice(deps, input, to);
  const discounts = await resolveDiscounts(deps, input.promocode, client);
  const terms = withDiscount(
    live.terms,
    dec(discounts.loyaltyPercent).plus(dec(discounts.promocodePercent)).toFixed(),
  );
  const quote = checkAmounts(terms, input, invoice, { send: from.ticker, receive: to.ticker });

  const errors: TFieldErrors = {};
  const requisites = checkRequisites(snapshot, { from, to }, input, invoice, errors);
  // An invoice is credited exactly: the send amount must buy at least the invoice amount (a
  // rounding unit above it stays with the exchanger, as on any claim).
  if (invoice && dec(quote.receive).lt(dec(invoice.amount))) errors.sendAmount = ['invoice_underpaid'];
  // A refund address is an address of the chain the client pays on; a manual currency has none.
  const refundAddress = input.refundAddress
    ? await deps.deposits?.refundAddress(from.id, input.refundAddress)
    : undefined;
  if (refundAddress === null) errors.refundAddress = ['refund_address_invalid'];
  if (Object.keys(errors).length) throw invalid(errors);

  const receiveAmount = invoice ? toPlainString(dec(invoice.amount)) : quote.receive;
  const usdValue = snapshot.usdValueOf(from.id, quote.send);
  checkStorable({ sendAmount: [quote.send, usdValue], receiveAmount: [receiveAmount, terms.course] });
  // Spent only now: a claim refused above leaves the visitor's solution usable.
  if (humanCheck) await deps.humanCheck?.spend(humanCheck);
  return recordClaim(
    deps,
    snapshot,
    input,
    {
      from,
      to,
      live,
      quote,
      receiveAmount,
      course: terms.course,
      usdValue,
      requisites,
      discounts,
      invoice,
      refundAddress: refundAddress ?? null,
      watched: (await deps.deposits?.isWatched(from.id)) ?? false,
    },
    ctx,
  );
}

/**
 * What the claim stores, computed from the client's amounts (its dollar value, the receive amount,
 * the course), must fit its `numeric(38,18)` column: otherwise 400 naming the amount it came from
 * (docs/decisions/030-input-and-data-rules.md). Checked before the group commit, where one
 * overflowing row would fail the whole batch.
 */
function checkStorable(computed: Record<string, (string | null)[]>): void {
  const fields: TFieldErrors = {};
  for (const [field, values] of Object.entries(computed)) {
    if (values.some((v) => v !== null && !fitsColumn(dec(v), MONEY_COLUMN)))
      fields[field] = ['amount_too_large'];
  }
  if (Object.keys(fields).length) throw invalid(fields);
}

/** The direction's proof-of-work check: a valid solution not spent yet, or 400 naming `altcha`. */
async function checkHuman(deps: TClaimsDeps, altcha: string | undefined) {
  if (!deps.humanCheck)
    throw new AppError('validation_error', 'human_check_invalid', {
      fields: { altcha: ['human_check_invalid'] },
    });
  return deps.humanCheck.check(altcha);
}

/** Both currencies active and a live course between them: 400 naming the currency, else 409. */
function resolveDirection(snapshot: TSnapshot, input: Pick<TClaimInput, 'fromCurrencyId' | 'toCurrencyId'>) {
  const from = snapshot.currenciesById.get(input.fromCurrencyId);
  const to = snapshot.currenciesById.get(input.toCurrencyId);
  if (!from?.active || !to?.active) {
    const fields: TFieldErrors = {};
    if (!from?.active) fields.fromCurrencyId = ['currency_unknown'];
    if (!to?.active) fields.toCurrencyId = ['currency_unknown'];
    throw invalid(fields);
  }
  return { from, to, live: snapshot.live.get(pairKey(from.id, to.id)) ?? null };
}

/** A claim that pays a shop invoice receives exactly the invoice, credited to the shop. */
async function resolveInvoice(
  deps: TClaimsDeps,
  input: Pick<TClaimInput, 'invoiceId' | 'receiveAmount'>,
  to: TCurrencyRow,
): Promise<TPayableInvoice | undefined> {
  if (!input.invoiceId) return undefined;
  const invoice = await deps.invoices?.payable(input.invoiceId);
  if (!invoice) throw new AppError('conflict', 'invoice_not_payable');
  if (to.id !== invoice.currencyId) throw invalid({ toCurrencyId: ['invoice_currency'] });
  if (!dec(input.receiveAmount).eq(dec(invoice.amount))) throw invalid({ receiveAmount: ['invoice_amount'] });
  return invoice;
}

/**
 * The user's loyalty level and a valid promocode improve the course, as the browser computes it
 * (core `withDiscount`). A promocode that cannot be used is refused, not ignored; every code tried
 * counts against the address's promocode limit first, so a wrong one cannot be guessed freely.
 */
async function resolveDiscounts(
  deps: TClaimsDeps,
  promocodeText: string | undefined,
  client: TClaimClient,
): Promise<TDiscounts> {
  const programs = deps.programs;
  const userId = client.userId;
  const text = promocodeText?.trim() ?? '';
  if (text) await checkPromocodeAttempt(deps, client);
  const promocode = text && programs ? await programs.findUsablePromocode(text) : null;
  if (text && !promocode) throw promocodeRefused();
  const loyaltyPercent = userId !== null && programs ? await programs.loyaltyPercentOf(userId) : '0';
  return { promocode, promocodePercent: promocode?.percent ?? '0', loyaltyPercent };
}

/**
 * Writes the claim with its hold, its `create` event, its promocode use and its "claim created"
 * e-mail (rendered here, before the transaction opens, and queued inside it; docs/decisions/007);
 * 409 when the reserve cannot cover it, when the client's caps would be passed (counted in that
 * transaction, docs/decisions/027), or when another claim started paying the invoice meanwhile.
 */
async function recordClaim(
  deps: TClaimsDeps,
  snapshot: TSnapshot,
  input: Pick<TClaimInput, 'email' | 'referrerCode'>,
  checked: TCheckedClaim,
  ctx: TClaimContext,
): Promise<TClaimCreated> {
  const { from, to, live, quote, receiveAmount, course, usdValue, requisites, discounts, invoice } = checked;
  const { refundAddress, watched } = checked;
  const userId = ctx.userId ?? null;
  const clientIp = ctx.ip ?? null;
  const created = nowOf(deps);
  const id = randomUUID();
  const expiresAt = new Date(created.getTime() + live.direction.lifetimeMinutes * 60_000);
  const email = input.email.toLowerCase();
  const mail = prepareClaimMail(deps, () => ({
    ...claimCreatedMail(
      {
        id,
        fromId: from.id,
        toId: to.id,
        fromAmount: quote.send,
        toAmount: receiveAmount,
        course,
        expiresAt,
        fromRequisites: requisites.send,
        toRequisites: requisites.receive,
      },
      snapshot,
      ctx.locale,
      claimLink(deps, ctx.locale, id),
      watched,
    ),
    to: email,
    locale: ctx.locale,
  }));
  const claim = await deps.repo
    .createWithHold(
      {
        id,
        directionId: live.direction.id,
        fromId: from.id,
        toId: to.id,
        fromAmount: quote.send,
        toAmount: receiveAmount,
        course,
        status: 'new',
        email,
        fromRequisites: requisites.send,
        toRequisites: requisites.receive,
        refundAddress,
        promocode: discounts.promocode?.code ?? null,
        promocodePercent: discounts.promocodePercent,
        loyaltyPercent: discounts.loyaltyPercent,
        referral: input.referrerCode ?? null,
        referrerId: deps.programs ? await deps.programs.referrerFor(userId, input.referrerCode, email) : null,
        usdValue,
        userId,
        clientIp,
        locale: ctx.locale,
        verificationRequired: live.direction.verificationRequired,
        invoiceId: invoice?.id ?? null,
        createdAt: created,
        updatedAt: created,
        expiresAt,
      },
      { type: 'client' },
      mail,
      capsOf(deps),
    )
    .catch((error: unknown) => {
      // Another claim started paying the invoice meanwhile.
      if (isUniqueViolation(error, 'claims_invoice_active_idx'))
        throw new AppError('conflict', 'invoice_not_payable', { cause: error });
      throw error;
    });
  if (claim === 'reserve')
    throw new AppError('conflict', 'reserve_exhausted', { params: { currency: to.ticker } });
  if (claim === 'promocode') throw promocodeRefused();
  if (claim === 'open_cap' || claim === 'share_cap') throw capError(claim, deps, to.ticker);
  await deps.catalogue.refreshHolds();
  return { id: claim.id, status: 'new', redirect: `${localePrefix(ctx.locale)}/claim/${claim.id}` };
}
