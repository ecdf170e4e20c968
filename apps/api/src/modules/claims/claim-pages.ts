/**
 * What the client's claim page reads (`/claim/{uuid}`): the claim as its client sees it, where to
 * pay, and the status to poll. Reached by the claim's id alone (docs/architecture.md#claims), so
 * the client's e-mail and requisites leave masked: a link forwarded or leaked shows a card as
 * `4111 •••• •••• 1111` (docs/decisions/026-claim-link-and-masking.md).
 */
import {
  dec,
  formatAmount,
  maskClaimEmail,
  toIso,
  toPlainString,
  type TClaimForm,
  type TClaimRequisite,
  type TClaimStatus,
  type TClaimStatusBody,
  type TLocale,
} from '@exchanger/core';
import { AppError } from '../../lib/app-error.js';
import { claimSide, maskSide } from './claim-view.js';
import { loadClaim, type TClaimsDeps } from './claims.deps.js';

const DEPOSIT_LABEL: Record<TLocale, string> = {
  ru: 'Адрес для оплаты этой заявки',
  en: 'Address to pay this claim to',
};

export async function getClaimForm(deps: TClaimsDeps, id: string, locale: TLocale): Promise<TClaimForm> {
  const claim = await loadClaim(deps, id);
  const snapshot = deps.catalogue.snapshot();
  const side = (currencyId: number, amount: string) => claimSide(snapshot, currencyId, amount, locale);
  return {
    id: claim.id,
    status: claim.status as TClaimStatus,
    createdAt: toIso(claim.createdAt),
    expiresAt: toIso(claim.expiresAt),
    updatedAt: toIso(claim.updatedAt),
    email: maskClaimEmail(claim.email),
    from: side(claim.fromId, claim.fromAmount),
    to: side(claim.toId, claim.toAmount),
    course: toPlainString(dec(claim.course)),
    fromRequisites: maskSide(snapshot, claim.fromId, claim.fromRequisites),
    // A shop's payout requisites are the shop's business, not the buyer's.
    toRequisites: claim.invoiceId ? {} : maskSide(snapshot, claim.toId, claim.toRequisites),
    promocode: claim.promocode,
    verificationRequired: claim.verificationRequired,
    shop: claim.invoiceId ? ((await deps.invoices?.shopOf(claim.invoiceId)) ?? null) : null,
  };
}

/** The exchanger's requisites the client pays the send amount to. */
export async function getClaimRequisite(
  deps: TClaimsDeps,
  id: string,
  locale: TLocale,
): Promise<TClaimRequisite> {
  const claim = await loadClaim(deps, id);
  const from = deps.catalogue.snapshot().currenciesById.get(claim.fromId);
  if (!from) throw new AppError('not_found', 'claim_not_found');
  const deposit = (await deps.deposits?.depositOf(claim.fromId, claim.depositAddress)) ?? null;
  return {
    currency: from.ticker,
    amount: formatAmount(claim.fromAmount, from.precision),
    // A watched currency is paid to the claim's own address, never to a shared requisite.
    fields: deposit
      ? [{ name: 'address', label: DEPOSIT_LABEL[locale], value: deposit.address, qr: true }]
      : from.payin.fields.map((f) => ({
          name: f.name,
          label: f.label[locale],
          value: f.value,
          qr: f.qr,
        })),
    memo: from.payin.memo[locale],
    expiresAt: toIso(claim.expiresAt),
    deposit,
  };
}

/**
 * The status to poll, with the payment as the chain shows it (watched currencies) and, once the
 * claim is completed, the proof of its payout: the operator's reference, linked to the explorer
 * when it is a transaction id of the receive currency's chain.
 */
export async function getClaimStatus(deps: TClaimsDeps, id: string): Promise<TClaimStatusBody> {
  const claim = await loadClaim(deps, id);
  const status = claim.status as TClaimStatus;
  const payment = claim.depositAddress
    ? ((await deps.deposits?.paymentOf(claim.id, claim.fromId)) ?? null)
    : null;
  const reference = status === 'completed' ? claim.payoutReference : null;
  const link = reference ? await deps.deposits?.payoutLink(claim.toId, reference) : undefined;
  return {
    status,
    expiresAt: toIso(claim.expiresAt),
    updatedAt: toIso(claim.updatedAt),
    payment,
    payout: reference
      ? { reference, txid: link?.txid ?? null, explorerUrl: link?.explorerUrl ?? null }
      : null,
  };
}
