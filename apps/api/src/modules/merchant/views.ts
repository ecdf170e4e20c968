/**
 * Rows of the merchant area as the contracts show them: currencies by code, amounts as plain
 * decimals and dates in ISO 8601 (docs/api.md).
 */
import {
  claimNumber,
  formatAmount,
  toIso,
  type TAdminShop,
  type TApiKey,
  type TInvoice,
  type TInvoiceStatus,
  type TMyShop,
  type TSale,
  type TShopLedgerLine,
  type TWebhookDelivery as TWebhookDeliveryView,
  type TWebhookFailure,
  WEBHOOK_FAILURES,
} from '@exchanger/core';
import type { TMerchantDeps } from './deps.js';
import type { TInvoiceRow } from './invoices.repo.js';
import type { TSaleRow, TShopLedgerRow } from './ledger.repo.js';
import type { TApiKeyRow, TShopRow } from './merchant.repo.js';
import type { TWebhookAttempt, TWebhookDelivery } from './webhooks.repo.js';

type TCatalogueDeps = Pick<TMerchantDeps, 'catalogue'>;
type TInvoiceViewDeps = Pick<TMerchantDeps, 'catalogue' | 'publicUrl' | 'now'>;

/** The currency's code, or its id as text when the catalogue no longer has it. */
export function currencyCode(deps: TCatalogueDeps, id: number): string {
  return deps.catalogue.snapshot().currenciesById.get(id)?.code ?? String(id);
}

/** The seller's own shop, webhook secret included. */
export function shopView(deps: TCatalogueDeps, row: TShopRow): TMyShop {
  return {
    id: row.id,
    name: row.name,
    siteUrl: row.siteUrl,
    description: row.description,
    status: row.status,
    reason: row.reason,
    payoutCurrencyId: row.payoutCurrencyId,
    payoutCurrency: currencyCode(deps, row.payoutCurrencyId),
    payoutRequisites: row.payoutRequisites,
    webhookUrl: row.webhookUrl,
    webhookSecret: row.webhookSecret,
    feePercent: formatAmount(row.feePercent),
    createdAt: toIso(row.createdAt),
    approvedAt: toIso(row.approvedAt),
  };
}

/** What operators see: everything but the webhook secret. */
export function adminShopView(deps: TCatalogueDeps, row: TShopRow, ownerEmail: string): TAdminShop {
  const { webhookSecret: _secret, ...shown } = shopView(deps, row);
  return { ...shown, ownerEmail };
}

export function apiKeyView(row: TApiKeyRow): TApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: toIso(row.createdAt),
    lastUsedAt: toIso(row.lastUsedAt),
    revokedAt: toIso(row.revokedAt),
  };
}

/** An open invoice past its time is shown as expired, whether or not a job has marked it yet. */
export function invoiceStatusOf(deps: Pick<TMerchantDeps, 'now'>, row: TInvoiceRow): TInvoiceStatus {
  return row.status === 'open' && row.expiresAt <= deps.now() ? 'expired' : row.status;
}

/**
 * An invoice as its shop sees it. The claim paying it is named by its short number only: its id
 * opens the buyer's claim (docs/decisions/026-claim-link-and-masking.md).
 */
export function invoiceView(
  deps: TInvoiceViewDeps,
  row: TInvoiceRow,
  claimId: string | null = null,
): TInvoice {
  return {
    id: row.id,
    orderId: row.orderId,
    amount: formatAmount(row.amount),
    currency: currencyCode(deps, row.currencyId),
    description: row.description,
    status: invoiceStatusOf(deps, row),
    payUrl: `${deps.publicUrl}/?invoice=${row.id}`,
    successUrl: row.successUrl,
    failUrl: row.failUrl,
    claimNumber: claimId === null ? null : claimNumber(claimId),
    createdAt: toIso(row.createdAt),
    expiresAt: toIso(row.expiresAt),
  };
}

export function ledgerLineView(deps: TCatalogueDeps, row: TShopLedgerRow): TShopLedgerLine {
  return {
    id: row.id,
    kind: row.kind,
    amount: formatAmount(row.amount),
    fee: formatAmount(row.fee),
    status: row.status,
    currency: currencyCode(deps, row.currencyId),
    invoiceId: row.invoiceId,
    claimNumber: row.claimId === null ? null : claimNumber(row.claimId),
    requisites: row.requisites,
    reason: row.reason,
    createdAt: toIso(row.createdAt),
    decidedAt: toIso(row.decidedAt),
  };
}

/** An invoice with what its buyer paid and the fee once the sale is credited. */
export function saleView(deps: TInvoiceViewDeps, row: TSaleRow): TSale {
  return {
    ...invoiceView(deps, row, row.claimId),
    paidWith:
      row.paidFromId !== null && row.paidAmount !== null
        ? { currency: currencyCode(deps, row.paidFromId), amount: formatAmount(row.paidAmount) }
        : null,
    claimStatus: row.claimStatus,
    fee: row.fee === null ? null : formatAmount(row.fee),
  };
}

const isFailure = (text: string): text is TWebhookFailure =>
  (WEBHOOK_FAILURES as readonly string[]).includes(text);

/**
 * The kind of a recorded failure. Attempts recorded before failures were kept as kinds hold the
 * network's own message: it is shown as its kind, never verbatim.
 */
function failureOf(error: string | null, statusCode: number | null): TWebhookFailure | null {
  if (error === null) return null;
  if (isFailure(error)) return error;
  if (statusCode === null) return 'connection_failed';
  return statusCode >= 300 && statusCode < 400 ? 'redirect' : 'http_status';
}

/** A failure in English, for the API's readers. */
function failureText(failure: TWebhookFailure | null, statusCode: number | null): string | null {
  switch (failure) {
    case null:
      return null;
    case 'private_address':
      return 'refused: private address';
    case 'connection_failed':
      return 'connection failed';
    case 'timeout':
      return 'no answer in time';
    case 'redirect':
      return `redirect not followed (answered ${statusCode ?? '3xx'})`;
    case 'http_status':
      return `answered ${statusCode ?? 'an error'}`;
    case 'no_url':
      return 'the shop has no webhook URL';
  }
}

/** A webhook delivery with every attempt; the next attempt is shown only while one is due. */
export function webhookDeliveryView(
  row: TWebhookDelivery & { attemptsLog: TWebhookAttempt[] },
): TWebhookDeliveryView {
  const lastStatus = row.attemptsLog[0]?.statusCode ?? null;
  return {
    id: row.id,
    event: row.event,
    invoiceId: row.invoiceId,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? toIso(row.nextAttemptAt) : null,
    lastError: failureText(failureOf(row.lastError, lastStatus), lastStatus),
    payload: row.payload,
    createdAt: toIso(row.createdAt),
    deliveredAt: toIso(row.deliveredAt),
    log: row.attemptsLog.map((a) => ({
      at: toIso(a.createdAt),
      statusCode: a.statusCode,
      error: failureText(failureOf(a.error, a.statusCode), a.statusCode),
      reason: failureOf(a.error, a.statusCode),
      durationMs: a.statusCode === null ? 0 : a.durationMs,
    })),
  };
}
