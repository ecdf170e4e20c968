/**
 * The claim's e-mails (docs/architecture.md#claims): "claim created", rendered before the claim's
 * transaction and queued inside it, and a status e-mail after each change. A mail problem is
 * logged and never fails the claim or the change it reports.
 */
import {
  dec,
  DEFAULT_LOCALE,
  isLocale,
  localePrefix,
  toIso,
  toPlainString,
  type TClaimStatus,
  type TLocale,
} from '@exchanger/core';
import type { TSnapshot } from '../catalogue/index.js';
import {
  prepareMailing,
  type TMailing,
  type TMailMessage,
  type TMailRequest,
  type TPreparedMail,
} from '../mail/index.js';
import { claimSide, labelRequisites, maskSide } from './claim-view.js';
import type { TClaimsDeps } from './claims.deps.js';
import type { TClaimRow } from './claims.repo.js';

/** The client's page of a claim, in the given language. */
export const claimLink = (deps: Pick<TClaimsDeps, 'publicUrl'>, locale: TLocale, id: string): string =>
  `${deps.publicUrl ?? ''}${localePrefix(locale)}/claim/${id}`;

const localeOf = (claim: TClaimRow): TLocale => (isLocale(claim.locale) ? claim.locale : DEFAULT_LOCALE);

/** What the "claim created" e-mail says of a claim: known before the claim is written. */
export type TMailedClaim = Pick<
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

const OWN_ADDRESS: Record<TLocale, { label: string; value: string }> = {
  ru: { label: 'Адрес для оплаты', value: 'свой у каждой заявки — на странице заявки по ссылке выше' },
  en: { label: 'Address to pay to', value: 'this claim’s own — on the claim’s page at the link above' },
};

/**
 * The `claim_created` e-mail: every parameter of the claim, where to pay and what the client entered,
 * masked as on the claim's page (a mailbox is read by more than its owner; decision 026).
 */
export function claimCreatedMail(
  claim: TMailedClaim,
  snapshot: TSnapshot,
  locale: TLocale,
  link: string,
  /** The send currency is watched: the claim has an address of its own, given on its page. */
  watched = false,
): TMailMessage {
  const side = (id: number, amount: string) => {
    const { currency, name, amount: shown } = claimSide(snapshot, id, amount, locale);
    return { currency, name, amount: shown };
  };
  const entered = (id: number, direction: 'send' | 'receive', values: Record<string, string>) =>
    labelRequisites(snapshot, id, direction, maskSide(snapshot, id, values), locale).map(
      ({ label, value }) => ({ label, value }),
    );
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
      // A watched currency's address is the claim's own, given on its page (never a shared one).
      payTo: watched
        ? [{ label: OWN_ADDRESS[locale].label, value: OWN_ADDRESS[locale].value }]
        : (payin?.fields.map((f) => ({ label: f.label[locale], value: f.value })) ?? []),
      memo: payin?.memo[locale] ?? '',
      watched,
      fromRequisites: entered(claim.fromId, 'send', claim.fromRequisites),
      toRequisites: entered(claim.toId, 'receive', claim.toRequisites),
    },
  };
}

/** Renders a message to queue with a change; a template problem never fails the change. */
export function prepareClaimMail(
  deps: Pick<TClaimsDeps, 'mailer' | 'log'>,
  request: () => TMailRequest,
): TPreparedMail | undefined {
  if (!deps.mailer) return undefined;
  try {
    return deps.mailer.prepare(request());
  } catch (error) {
    deps.log?.warn({ err: error }, 'claim e-mail not rendered');
    return undefined;
  }
}

/** Queues an e-mail to the claim's address; a mail problem never fails the change it reports. */
async function notify(
  deps: Pick<TClaimsDeps, 'mailer' | 'log'>,
  claim: TClaimRow,
  message: () => TMailMessage,
): Promise<void> {
  if (!deps.mailer) return;
  try {
    await deps.mailer.enqueue({ ...message(), to: claim.email, locale: localeOf(claim) });
  } catch (error) {
    deps.log?.warn({ err: error, claimId: claim.id }, 'claim e-mail not queued');
  }
}

type TStatusParams = Extract<TMailMessage, { template: 'claim_status' }>['params'];

/**
 * What the claim's page shows of the chain, for its status e-mail: the payment to its address with
 * its confirmations, and a completed claim's payout reference (linked when it is a transaction).
 * A failed read leaves them out: the e-mail still goes.
 */
async function chainDetails(
  deps: TClaimsDeps,
  claim: TClaimRow,
): Promise<Pick<TStatusParams, 'payment' | 'payout'>> {
  try {
    const found = claim.depositAddress ? await deps.deposits?.paymentOf(claim.id, claim.fromId) : null;
    const payment = found
      ? {
          amount: (({ amount, currency }) => `${amount} ${currency}`)(
            claimSide(deps.catalogue.snapshot(), claim.fromId, found.amount, localeOf(claim)),
          ),
          txid: found.txid,
          confirmations: found.confirmations,
          required: found.required,
          explorerUrl: found.explorerUrl,
        }
      : null;
    const reference = claim.status === 'completed' ? claim.payoutReference : null;
    const link = reference ? await deps.deposits?.payoutLink(claim.toId, reference) : undefined;
    return {
      payment,
      payout: reference ? { reference, explorerUrl: link?.explorerUrl ?? null } : null,
    };
  } catch (error) {
    deps.log?.warn({ err: error, claimId: claim.id }, 'claim e-mail sent without its chain details');
    return {};
  }
}

/** Status e-mails go to guests always, to users unless they turned them off in settings. */
export async function notifyStatus(deps: TClaimsDeps, claim: TClaimRow): Promise<void> {
  if (!deps.mailer) return;
  if (claim.userId !== null && deps.programs && !(await deps.programs.wantsStatusEmails(claim.userId)))
    return;
  const details = await chainDetails(deps, claim);
  await notify(deps, claim, () => ({
    template: 'claim_status',
    params: {
      claimId: claim.id,
      link: claimLink(deps, localeOf(claim), claim.id),
      status: claim.status as TClaimStatus,
      ...details,
    },
  }));
}

/**
 * Two claim numbers no claim has, different at every character but the dashes: where each expired
 * claim's own number goes (`prepareMailing`).
 */
const CLAIM_PLACEHOLDERS = [
  'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  'bbbbbbbb-bbbb-5bbb-9bbb-bbbbbbbbbbbb',
] as const;

/**
 * The status e-mails of claims that expired, to be queued in the expiry's own transaction (an
 * expired claim has neither a payment on the chain nor a payout to show): one message per
 * language, rendered once, each claim's number and link put in by the outbox's INSERT
 * (docs/decisions/043-batch-expiry.md).
 */
export function expiredClaimMails(
  deps: Pick<TClaimsDeps, 'mailer' | 'log' | 'publicUrl'>,
  expired: TClaimRow[],
): TMailing | null {
  if (!deps.mailer || expired.length === 0) return null;
  return prepareMailing(
    (request) => prepareClaimMail(deps, () => request),
    CLAIM_PLACEHOLDERS,
    expired.map((claim) => ({ to: claim.email, locale: localeOf(claim), value: claim.id })),
    ({ to, locale, value }) => ({
      template: 'claim_status',
      to,
      locale,
      params: { claimId: value, link: claimLink(deps, locale, value), status: 'expired' },
    }),
  );
}
