/**
 * Claims (DESIGN §5): created from the spec's payload and re-computed with the server's course of
 * the moment — the client's numbers are checked, never trusted — then moved only through the
 * state machine of `@exchanger/core`, each change an event with its actor and reason.
 */
import { randomUUID } from 'node:crypto';
import {
  formatAmount,
  toIso,
  checkClaimAmounts,
  dec,
  quoteFromSend,
  withDiscount,
  DEFAULT_LOCALE,
  isLocale,
  localePrefix,
  toPlainString,
  transitionClaim,
  validateRequisite,
  type TClaimAction,
  type TClaimCreate,
  type TClaimCreated,
  type TClaimForm,
  type TClaimRequisite,
  type TClaimStatus,
  type TClaimStatusBody,
  type TLocale,
  type TOperatorClaimAction,
} from '@exchanger/core';
import type { FastifyBaseLogger } from 'fastify';
import type { TDbOrTx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { TFieldDef } from '../../db/column-types.js';
import type { TMessageKey } from '../../i18n/messages.js';
import { AppError } from '../../lib/app-error.js';
import { type TCatalogueService, pairKey, type TSnapshot } from '../catalogue/index.js';
import type { TMailer, TMailMessage, TMailRequest, TPreparedMail } from '../mail/index.js';
import type { TTechService } from '../settings/index.js';
import { claimSide, labelRequisites } from './claim-view.js';
import type { TClaimPrograms } from './claim-programs.js';
import type { TActor, TClaimRow, TClaimsRepo } from './claims.repo.js';

type TFieldErrors = Record<string, TMessageKey[]>;

const REQUISITE_MESSAGES = {
  required: 'requisite_required',
  too_long: 'requisite_too_long',
  invalid_format: 'requisite_invalid_format',
  invalid_checksum: 'requisite_invalid_checksum',
} as const satisfies Record<string, TMessageKey>;

/**
 * Keeps the fields visible for this side, validated and normalized; drops everything else
 * (spec §5: only visible fields are part of the requisites).
 */
function checkRequisites(
  fields: TFieldDef[],
  side: 'send' | 'receive',
  given: Record<string, string>,
  prefix: string,
  errors: TFieldErrors,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const field of fields) {
    if (!(side === 'send' ? field.onSend : field.onReceive)) continue;
    const raw = Object.hasOwn(given, field.name) ? (given[field.name] ?? '') : '';
    if (raw.trim() === '' && !field.required) continue;
    const result = validateRequisite(field.validator, raw);
    if (result.ok) kept[field.name] = result.value;
    else (errors[`${prefix}.${field.name}`] ??= []).push(REQUISITE_MESSAGES[result.problem]);
  }
  return kept;
}

/** What the "claim created" e-mail says of a claim: known before the claim is written. */
type TMailedClaim = Pick<
  TClaimRow,
  | 'id'
  | 'fromId'
  | 'toId'
  | 'fromAmount'
  | 'toAmount'
  | 'course'
  | 'expiresAt'
  | 'fromRequisites'
  | 'toRequisites'
>;

/** The `claim_created` e-mail: every parameter of the claim, where to pay and what the client entered. */
function claimCreatedMail(
  claim: TMailedClaim,
  snapshot: TSnapshot,
  locale: TLocale,
  link: string,
): TMailMessage {
  const side = (id: number, amount: string) => {
    const { currency, name, amount: shown } = claimSide(snapshot, id, amount, locale);
    return { currency, name, amount: shown };
  };
  const entered = (id: number, direction: 'send' | 'receive', values: Record<string, string>) =>
    labelRequisites(snapshot, id, direction, values, locale).map(({ label, value }) => ({ label, value }));
  const payin = snapshot.currenciesById.get(claim.fromId)?.payin;
  return {
    template: 'claim_created',
    params: {
      claimId: claim.id,
      link,
      from: side(claim.fromId, claim.fromAmount),
      to: side(claim.toId, claim.toAmount),
      course: toPlainString(dec(claim.course)),
      expiresAt: toIso(claim.expiresAt),
      payTo: payin?.fields.map((f) => ({ label: f.label[locale], value: f.value })) ?? [],
      memo: payin?.memo[locale] ?? '',
      fromRequisites: entered(claim.fromId, 'send', claim.fromRequisites),
      toRequisites: entered(claim.toId, 'receive', claim.toRequisites),
    },
  };
}

export interface TClaimsServiceDeps {
  repo: TClaimsRepo;
  catalogue: TCatalogueService;
  tech: TTechService;
  now?: () => Date;
  /** E-mails the client on creation and on every status change. */
  mailer?: TMailer;
  /** Absolute links in those e-mails. */
  publicUrl?: string;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** Loyalty, promocodes and the referral programme; without it claims get none of them. */
  programs?: TClaimPrograms;
  /** Shop invoices a claim can pay (issue "Shops"); without it the `invoice` field is refused. */
  invoices?: {
    payable: (id: string) => Promise<TPayableInvoice | null>;
    /** The shop of an invoice, for the buyer's claim page. */
    shopOf: (
      id: string,
    ) => Promise<{ name: string; successUrl: string | null; failUrl: string | null } | null>;
  };
}

/** An invoice that can be paid now: open, in time, of an approved shop, with no claim paying it. */
export interface TPayableInvoice {
  id: string;
  currencyId: number;
  amount: string;
  /** The shop's payout requisites: the receive side of the claim. */
  payoutRequisites: Record<string, string>;
}

export function createClaimsService(deps: TClaimsServiceDeps) {
  const now = deps.now ?? (() => new Date());

  const localeOf = (claim: TClaimRow): TLocale => (isLocale(claim.locale) ? claim.locale : DEFAULT_LOCALE);
  const linkOf = (claim: TClaimRow) =>
    `${deps.publicUrl ?? ''}${localePrefix(localeOf(claim))}/claim/${claim.id}`;
  const statusMail = (claim: TClaimRow): TMailMessage => ({
    template: 'claim_status',
    params: { claimId: claim.id, link: linkOf(claim), status: claim.status as TClaimStatus },
  });

  /** Queues an e-mail to the claim's address; a mail problem never fails the change it reports. */
  async function notify(claim: TClaimRow, message: () => TMailMessage): Promise<void> {
    if (!deps.mailer) return;
    try {
      await deps.mailer.enqueue({ ...message(), to: claim.email, locale: localeOf(claim) });
    } catch (error) {
      deps.log?.warn({ err: error, claimId: claim.id }, 'claim e-mail not queued');
    }
  }

  /** Renders a message to queue with a change; a template problem never fails the change. */
  function prepareMail(request: () => TMailRequest): TPreparedMail | undefined {
    if (!deps.mailer) return undefined;
    try {
      return deps.mailer.prepare(request());
    } catch (error) {
      deps.log?.warn({ err: error }, 'claim e-mail not rendered');
      return undefined;
    }
  }

  /** Status e-mails go to guests always, to users unless they turned them off in settings. */
  async function notifyStatus(claim: TClaimRow): Promise<void> {
    if (claim.userId !== null && deps.programs && !(await deps.programs.wantsStatusEmails(claim.userId)))
      return;
    await notify(claim, () => statusMail(claim));
  }

  async function load(id: string): Promise<TClaimRow> {
    const claim = await deps.repo.findById(id);
    if (!claim) throw new AppError('not_found', 'claim_not_found');
    return claim;
  }

  async function act(
    id: string,
    action: TClaimAction,
    actor: TActor,
    reason: string,
    options: {
      extra?: { payoutReference?: string };
      /** Runs in the change's transaction (e.g. the operator audit entry). */
      inTx?: (tx: TDbOrTx, row: TClaimRow, from: TClaimStatus) => Promise<void>;
    } = {},
  ): Promise<TClaimRow> {
    const claim = await load(id);
    const result = transitionClaim(claim.status as TClaimStatus, action, actor.type);
    if (!result.ok) {
      throw new AppError(
        result.reason === 'not_allowed_for_actor' ? 'permission_denied' : 'conflict',
        'claim_status_conflict',
        {
          params: { status: claim.status },
        },
      );
    }
    const programs = deps.programs;
    // A completed claim credits its referrer in the same transaction, once (DESIGN §6).
    const afterChange = async (tx: TDbOrTx, row: TClaimRow) => {
      if (result.to === 'completed' && programs && row.referrerId !== null) {
        await programs.accrueReferral(tx, {
          id: row.id,
          referrerId: row.referrerId,
          usdValue: row.usdValue,
          directionMarginPercent: await deps.repo.marginOf(row.directionId, tx),
        });
      }
      await options.inTx?.(tx, row, result.from);
    };
    const updated = await deps.repo.changeStatus(
      id,
      action,
      result.from,
      result.to,
      actor,
      reason,
      options.extra ?? {},
      afterChange,
    );
    if (!updated) {
      // Someone else moved it first.
      const fresh = await load(id);
      throw new AppError('conflict', 'claim_status_conflict', { params: { status: fresh.status } });
    }
    if (result.releasesHold) await deps.catalogue.refreshHolds();
    await notifyStatus(updated);
    return updated;
  }

  return {
    async create(
      input: TClaimCreate & { agree: true },
      ctx: { locale: TLocale; userId?: number | null },
    ): Promise<TClaimCreated> {
      const tech = await deps.tech.getTech(ctx.locale);
      if (tech.maintenance) throw new AppError('conflict', 'maintenance');

      const snapshot = deps.catalogue.snapshot();
      const errors: TFieldErrors = {};
      const from = snapshot.currenciesById.get(input.fromPs);
      const to = snapshot.currenciesById.get(input.toPs);
      if (!from?.active) errors.fromPs = ['currency_unknown'];
      if (!to?.active) errors.toPs = ['currency_unknown'];
      if (!from?.active || !to?.active)
        throw new AppError('validation_error', 'validation_error', { fields: errors });

      const live = snapshot.live.get(pairKey(from.id, to.id));
      if (!live) throw new AppError('conflict', 'direction_unavailable');

      // A claim that pays a shop invoice receives exactly the invoice, credited to the shop.
      const invoice = input.invoice ? await deps.invoices?.payable(input.invoice) : undefined;
      if (input.invoice) {
        if (!invoice) throw new AppError('conflict', 'invoice_not_payable');
        if (to.id !== invoice.currencyId) errors.toPs = ['invoice_currency'];
        else if (!dec(input.toSumma).eq(dec(invoice.amount))) errors.toSumma = ['invoice_amount'];
        if (Object.keys(errors).length)
          throw new AppError('validation_error', 'validation_error', { fields: errors });
      }

      // Course improvements, computed as the browser computes them (core `withDiscount`).
      const programs = deps.programs;
      const userId = ctx.userId ?? null;
      const promocodeText = input.promocode?.trim() ?? '';
      const promocode = promocodeText && programs ? await programs.findUsablePromocode(promocodeText) : null;
      if (promocodeText && !promocode)
        throw new AppError('validation_error', 'promocode_not_found', {
          fields: { promocode: ['promocode_not_found'] },
        });
      const loyaltyPercent = userId !== null && programs ? await programs.loyaltyPercentOf(userId) : '0';
      const promocodePercent = promocode?.percent ?? '0';
      const terms = withDiscount(live.terms, dec(loyaltyPercent).plus(dec(promocodePercent)).toFixed());

      // An invoice fixes the receive amount; the buyer's send amount is rounded up to buy at least
      // it, and one unit of a costly coin can buy more than one unit of the invoice's currency. So
      // the send amount is checked against its own quote, and the invoice against that quote below.
      const amounts = checkClaimAmounts(
        terms,
        input.fromSumma,
        invoice ? quoteFromSend(terms, input.fromSumma).receive : input.toSumma,
      );
      if (!amounts.ok) {
        switch (amounts.problem) {
          case 'precision':
            throw new AppError('validation_error', 'validation_error', {
              fields: { fromSumma: ['amount_precision'] },
            });
          case 'below_min':
            throw new AppError('validation_error', 'amount_below_min', {
              params: { limit: amounts.limit ?? '0', currency: from.ticker },
              fields: { fromSumma: ['amount_below_min'] },
            });
          case 'above_max':
            // No reserve left at all (a maximum of 0 would only puzzle the client): say that.
            if (
              dec(amounts.limit ?? '0').lte(0) &&
              checkClaimAmounts({ ...terms, reserve: null }, input.fromSumma, input.toSumma).ok
            )
              throw new AppError('conflict', 'reserve_exhausted', { params: { currency: to.ticker } });
            throw new AppError('validation_error', 'amount_above_max', {
              params: { limit: amounts.limit ?? '0', currency: from.ticker },
              fields: { fromSumma: ['amount_above_max'] },
            });
          case 'receive_mismatch':
            throw new AppError('validation_error', 'receive_mismatch', {
              fields: { toSumma: ['receive_mismatch'] },
            });
        }
      }

      const fromRequisites = checkRequisites(
        from.fields,
        'send',
        input.fromRequisites ?? {},
        'fromRequisites',
        errors,
      );
      const toRequisites = invoice
        ? { ...invoice.payoutRequisites }
        : checkRequisites(to.fields, 'receive', input.toRequisites ?? {}, 'toRequisites', errors);
      // Cash is handed over in a city: the client picks one of the currency's cities.
      for (const [currency, given, kept, prefix] of [
        [from, input.fromRequisites ?? {}, fromRequisites, 'fromRequisites'],
        [to, input.toRequisites ?? {}, toRequisites, 'toRequisites'],
      ] as const) {
        const cityIds = snapshot.citiesByCurrency.get(currency.id) ?? [];
        if (cityIds.length === 0) continue;
        const city = given.city?.trim() ?? '';
        if (city === '') (errors[`${prefix}.city`] ??= []).push('requisite_required');
        else if (!cityIds.includes(Number(city))) (errors[`${prefix}.city`] ??= []).push('city_unknown');
        else kept.city = city;
      }
      // An invoice is credited exactly: the send amount must buy at least the invoice amount (a
      // rounding unit above it stays with the exchanger, as on any claim).
      if (invoice && dec(amounts.quote.receive).lt(dec(invoice.amount)))
        errors.fromSumma = ['invoice_underpaid'];
      if (Object.keys(errors).length)
        throw new AppError('validation_error', 'validation_error', { fields: errors });
      const receive = invoice ? toPlainString(dec(invoice.amount)) : amounts.quote.receive;

      const created = now();
      const id = randomUUID();
      const expiresAt = new Date(created.getTime() + live.direction.lifetimeMinutes * 60_000);
      const email = input.email.toLowerCase();
      // Rendered before the claim's transaction opens and queued inside it (docs/decisions/007).
      const mail = prepareMail(() => ({
        ...claimCreatedMail(
          {
            id,
            fromId: from.id,
            toId: to.id,
            fromAmount: amounts.quote.send,
            toAmount: receive,
            course: terms.course,
            expiresAt,
            fromRequisites,
            toRequisites,
          },
          snapshot,
          ctx.locale,
          `${deps.publicUrl ?? ''}${localePrefix(ctx.locale)}/claim/${id}`,
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
            fromAmount: amounts.quote.send,
            toAmount: receive,
            course: terms.course,
            status: 'new',
            email,
            fromRequisites,
            toRequisites,
            promocode: promocode?.code ?? null,
            promocodePercent,
            loyaltyPercent,
            referral: input.refferal ?? null,
            referrerId: programs ? await programs.referrerFor(userId, input.refferal) : null,
            usdValue: snapshot.usdValueOf(from.id, amounts.quote.send),
            userId,
            locale: ctx.locale,
            verificationRequired: live.direction.verificationRequired,
            invoiceId: invoice?.id ?? null,
            createdAt: created,
            updatedAt: created,
            expiresAt,
          },
          { type: 'client' },
          mail,
        )
        .catch((error: unknown) => {
          // Another claim started paying the invoice meanwhile.
          if (isUniqueViolation(error, 'claims_invoice_active_idx'))
            throw new AppError('conflict', 'invoice_not_payable', { cause: error });
          throw error;
        });
      if (claim === 'reserve')
        throw new AppError('conflict', 'reserve_exhausted', { params: { currency: to.ticker } });
      if (claim === 'promocode')
        throw new AppError('validation_error', 'promocode_not_found', {
          fields: { promocode: ['promocode_not_found'] },
        });
      await deps.catalogue.refreshHolds();
      return { id: claim.id, status: 'new', redirect: `${localePrefix(ctx.locale)}/claim/${claim.id}` };
    },

    async form(id: string, locale: TLocale): Promise<TClaimForm> {
      const claim = await load(id);
      const snapshot = deps.catalogue.snapshot();
      const side = (currencyId: number, amount: string) => claimSide(snapshot, currencyId, amount, locale);
      return {
        id: claim.id,
        status: claim.status as TClaimStatus,
        createdAt: toIso(claim.createdAt),
        expiresAt: toIso(claim.expiresAt),
        updatedAt: toIso(claim.updatedAt),
        email: claim.email,
        from: side(claim.fromId, claim.fromAmount),
        to: side(claim.toId, claim.toAmount),
        course: toPlainString(dec(claim.course)),
        fromRequisites: claim.fromRequisites,
        // A shop's payout requisites are the shop's business, not the buyer's.
        toRequisites: claim.invoiceId ? {} : claim.toRequisites,
        promocode: claim.promocode,
        verificationRequired: claim.verificationRequired,
        shop: claim.invoiceId ? ((await deps.invoices?.shopOf(claim.invoiceId)) ?? null) : null,
      };
    },

    async requisite(id: string, locale: TLocale): Promise<TClaimRequisite> {
      const claim = await load(id);
      const from = deps.catalogue.snapshot().currenciesById.get(claim.fromId);
      if (!from) throw new AppError('not_found', 'claim_not_found');
      return {
        currency: from.ticker,
        amount: formatAmount(claim.fromAmount, from.precision),
        fields: from.payin.fields.map((f) => ({
          name: f.name,
          label: f.label[locale],
          value: f.value,
          qr: f.qr,
        })),
        memo: from.payin.memo[locale],
        expiresAt: toIso(claim.expiresAt),
      };
    },

    async status(id: string): Promise<TClaimStatusBody> {
      const claim = await load(id);
      return {
        status: claim.status as TClaimStatus,
        expiresAt: toIso(claim.expiresAt),
        updatedAt: toIso(claim.updatedAt),
      };
    },

    /** "I have paid". A direction that needs verification then waits for it (DESIGN §5). */
    async confirm(id: string): Promise<{ status: TClaimStatus }> {
      const claim = await load(id);
      if (claim.status === 'new' && claim.expiresAt.getTime() <= now().getTime()) {
        throw new AppError('conflict', 'claim_status_conflict', { params: { status: 'expired' } });
      }
      const paid = await act(id, 'confirm', { type: 'client' }, '');
      if (!paid.verificationRequired) return { status: paid.status as TClaimStatus };
      const waiting = await act(
        id,
        'require_verification',
        { type: 'system' },
        'the direction requires card verification',
      );
      return { status: waiting.status as TClaimStatus };
    },

    async cancelByClient(id: string): Promise<{ status: TClaimStatus }> {
      const claim = await act(id, 'cancel', { type: 'client' }, 'cancelled by the client');
      return { status: claim.status as TClaimStatus };
    },

    act,

    /** Expires due claims (the job); returns how many. */
    /** The claim row, or null (the back office shows everything of it). */
    async find(id: string): Promise<TClaimRow | null> {
      return deps.repo.findById(id);
    },

    /**
     * An operator's action on a claim (the back office): the state machine decides whether it is
     * allowed; `inTx` writes the audit entry in the same transaction as the change. Two operators
     * acting at once: the second gets 409.
     */
    async actAsOperator(
      id: string,
      action: TOperatorClaimAction,
      operatorId: number,
      reason: string,
      payoutReference: string | undefined,
      inTx: (tx: TDbOrTx, row: TClaimRow, from: TClaimStatus) => Promise<void>,
    ): Promise<TClaimRow> {
      return act(id, action, { type: 'operator', id: String(operatorId) }, reason, {
        extra: action === 'complete' && payoutReference ? { payoutReference } : {},
        inTx,
      });
    },

    async expireDue(): Promise<number> {
      const expired = await deps.repo.expireDue();
      if (expired.length) await deps.catalogue.refreshHolds();
      for (const claim of expired) await notifyStatus(claim);
      return expired.length;
    },
  };
}

export type TClaimsService = ReturnType<typeof createClaimsService>;
