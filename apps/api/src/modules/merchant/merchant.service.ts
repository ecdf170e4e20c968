/**
 * The merchant area (issue "Shops", docs/decisions/013-shops.md): a user opens one shop, an
 * operator approves it, the seller makes API keys, and the merchant API creates invoices with a
 * key. Throws AppError; knows nothing of HTTP.
 *
 * API keys are 32 random bytes (`mk_` + base64url). Only their SHA-256 is stored: a key is as
 * strong as a random 256-bit secret, so a slow password hash would add cost and no safety.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  toIso,
  dec,
  roundTo,
  type TBig,
  toPlainString,
  type TAdminShop,
  type TAdminShopPage,
  type TApiKey,
  type TApiKeyCreated,
  type TInvoice,
  type TInvoicePage,
  type TInvoiceStatus,
  type TMyShop,
  type TShopStatus,
  type TPublicInvoice,
  type TAdminShopWithdrawalPage,
  type TSale,
  type TSalesPage,
  type TShopBalance,
  type TShopLedgerLine,
  type TShopLedgerPage,
  type TShopStatistics,
  type TWebhookDeliveryPage,
} from '@exchanger/core';
import type { TDb } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuditWriter } from '../audit/index.js';
import {
  type TCatalogueService,
  checkPayoutRequisites,
  isPayoutCurrency,
  type TFieldErrors,
} from '../catalogue/index.js';
import type {
  TApiKeyRow,
  TInvoiceRow,
  TMerchantRepo,
  TSaleRow,
  TShopLedgerRow,
  TShopRow,
} from './merchant.repo.js';
import type { TWebhookService } from './webhooks.service.js';

/** Active keys one shop may hold at once. */
export const MAX_ACTIVE_KEYS = 10;
const KEY_PREFIX = 'mk_';
const SHOWN_PREFIX_LENGTH = KEY_PREFIX.length + 8;

export interface TMerchantServiceDeps {
  db: TDb;
  repo: TMerchantRepo;
  catalogue: TCatalogueService;
  audit: TAuditWriter;
  webhooks: Pick<TWebhookService, 'ofShop'>;
  publicUrl: string;
  /** The exchanger's fee on each sale of a new shop, in percent (decimal string). */
  feePercent: string;
  now?: () => Date;
}

export interface TShopInput {
  name: string;
  siteUrl: string;
  description: string;
  payoutCurrencyId: number;
  payoutRequisites: Record<string, string>;
  webhookUrl: string | null;
}

export interface TInvoiceInput {
  amount: string;
  orderId: string;
  description: string;
  successUrl: string | null;
  failUrl: string | null;
  lifetimeMinutes: number;
}

/** The most rows one CSV export holds. */
export const SALES_CSV_LIMIT = 10_000;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break. A text a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@` first) is prefixed with `'`; numbers are
 * left as they are.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** An amount above zero with at most `precision` digits after the point, or a field error. */
function positiveAmount(text: string, precision: number): TBig {
  const amount = dec(text);
  if (amount.lte(0))
    throw new AppError('validation_error', 'validation_error', { fields: { amount: ['amount_positive'] } });
  if (!amount.eq(roundTo(amount, precision, 'down')))
    throw new AppError('validation_error', 'validation_error', { fields: { amount: ['amount_precision'] } });
  return amount;
}

export function createMerchantService(deps: TMerchantServiceDeps) {
  const { repo, catalogue } = deps;
  const now = deps.now ?? (() => new Date());

  function currencyCode(id: number): string {
    return catalogue.snapshot().currenciesById.get(id)?.code ?? String(id);
  }

  function myShop(row: TShopRow): TMyShop {
    return {
      id: row.id,
      name: row.name,
      siteUrl: row.siteUrl,
      description: row.description,
      status: row.status,
      reason: row.reason,
      payoutCurrencyId: row.payoutCurrencyId,
      payoutCurrency: currencyCode(row.payoutCurrencyId),
      payoutRequisites: row.payoutRequisites,
      webhookUrl: row.webhookUrl,
      webhookSecret: row.webhookSecret,
      feePercent: toPlainString(dec(row.feePercent)),
      createdAt: row.createdAt.toISOString(),
      approvedAt: toIso(row.approvedAt),
    };
  }

  /** What operators see: everything but the webhook secret. */
  function adminShop(row: TShopRow, ownerEmail: string): TAdminShop {
    const { webhookSecret: _secret, ...shown } = myShop(row);
    return { ...shown, ownerEmail };
  }

  function apiKey(row: TApiKeyRow): TApiKey {
    return {
      id: row.id,
      name: row.name,
      prefix: row.prefix,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: toIso(row.lastUsedAt),
      revokedAt: toIso(row.revokedAt),
    };
  }

  /** An open invoice past its time is shown as expired, whether or not a job has marked it yet. */
  function statusOf(row: TInvoiceRow): TInvoiceStatus {
    return row.status === 'open' && row.expiresAt <= now() ? 'expired' : row.status;
  }

  function invoice(row: TInvoiceRow, claimId: string | null = null): TInvoice {
    return {
      id: row.id,
      orderId: row.orderId,
      amount: toPlainString(dec(row.amount)),
      currency: currencyCode(row.currencyId),
      description: row.description,
      status: statusOf(row),
      payUrl: `${deps.publicUrl}/?invoice=${row.id}`,
      successUrl: row.successUrl,
      failUrl: row.failUrl,
      claimId,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  function ledgerLine(row: TShopLedgerRow): TShopLedgerLine {
    return {
      id: row.id,
      kind: row.kind,
      amount: toPlainString(dec(row.amount)),
      fee: toPlainString(dec(row.fee)),
      status: row.status,
      currency: currencyCode(row.currencyId),
      invoiceId: row.invoiceId,
      claimId: row.claimId,
      requisites: row.requisites,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      decidedAt: toIso(row.decidedAt),
    };
  }

  function sale(row: TSaleRow): TSale {
    return {
      ...invoice(row, row.claimId),
      paidWith:
        row.paidFromId !== null && row.paidAmount !== null
          ? { currency: currencyCode(row.paidFromId), amount: toPlainString(dec(row.paidAmount)) }
          : null,
      claimStatus: row.claimStatus,
      fee: row.fee === null ? null : toPlainString(dec(row.fee)),
    };
  }

  async function balanceOf(
    shop: TShopRow,
    tx?: Parameters<TMerchantRepo['balanceParts']>[1],
  ): Promise<TShopBalance> {
    const parts = await repo.balanceParts(shop.id, tx);
    const balance = dec(parts.earned).minus(dec(parts.pending)).minus(dec(parts.withdrawn));
    return {
      currency: currencyCode(shop.payoutCurrencyId),
      balance: toPlainString(balance),
      earned: toPlainString(dec(parts.earned)),
      fees: toPlainString(dec(parts.fees)),
      pending: toPlainString(dec(parts.pending)),
      withdrawn: toPlainString(dec(parts.withdrawn)),
    };
  }

  /** The payout currency and requisites, checked; field errors are added to `errors`. */
  function payout(currencyId: number, requisites: Record<string, string>, errors: TFieldErrors) {
    const snapshot = catalogue.snapshot();
    const currency = snapshot.currenciesById.get(currencyId);
    if (!currency || !isPayoutCurrency(currency, snapshot.citiesByCurrency)) {
      errors.payoutCurrencyId = ['currency_unknown'];
      return {};
    }
    return checkPayoutRequisites(currency.fields, requisites, errors, 'payoutRequisites');
  }

  async function ownShop(userId: number): Promise<TShopRow> {
    const row = await repo.shopOfUser(userId);
    if (!row) throw new AppError('not_found', 'shop_not_found');
    return row;
  }

  /** `POST /merchant/invoices/`: an amount in the shop's payout currency, one per order. */
  async function createInvoice(shop: TShopRow, input: TInvoiceInput): Promise<TInvoice> {
    const currency = catalogue.snapshot().currenciesById.get(shop.payoutCurrencyId);
    if (!currency) throw new AppError('conflict', 'currency_unknown');
    const amount = positiveAmount(input.amount, currency.precision);
    const created = now();
    const row = await repo.insertInvoice({
      id: randomUUID(),
      shopId: shop.id,
      orderId: input.orderId,
      amount: toPlainString(amount),
      currencyId: currency.id,
      description: input.description,
      successUrl: input.successUrl,
      failUrl: input.failUrl,
      expiresAt: new Date(created.getTime() + input.lifetimeMinutes * 60_000),
      createdAt: created,
      updatedAt: created,
    });
    if (!row) throw new AppError('conflict', 'invoice_order_exists', { params: { orderId: input.orderId } });
    return invoice(row);
  }

  return {
    hashApiKey,

    /** `GET /users/me/shop/`. */
    async mine(userId: number): Promise<TMyShop> {
      return myShop(await ownShop(userId));
    },

    /** `POST /users/me/shop/`: a new shop waits for an operator's approval. */
    async open(userId: number, input: TShopInput): Promise<TMyShop> {
      const errors: TFieldErrors = {};
      const payoutRequisites = payout(input.payoutCurrencyId, input.payoutRequisites, errors);
      if (Object.keys(errors).length)
        throw new AppError('validation_error', 'validation_error', { fields: errors });
      const row = await repo.insertShop({
        userId,
        name: input.name,
        siteUrl: input.siteUrl,
        description: input.description,
        payoutCurrencyId: input.payoutCurrencyId,
        payoutRequisites,
        webhookUrl: input.webhookUrl,
        webhookSecret: randomBytes(32).toString('hex'),
        feePercent: deps.feePercent,
      });
      if (!row) throw new AppError('conflict', 'shop_exists');
      return myShop(row);
    },

    /**
     * `PATCH /users/me/shop/`. A rejected shop that is changed goes back to the operators; a
     * blocked one cannot be changed by its seller.
     */
    async update(userId: number, input: Partial<TShopInput>): Promise<TMyShop> {
      const shop = await ownShop(userId);
      if (shop.status === 'blocked') throw new AppError('conflict', 'shop_blocked');
      const errors: TFieldErrors = {};
      const changes: Partial<TShopRow> = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.siteUrl !== undefined) changes.siteUrl = input.siteUrl;
      if (input.description !== undefined) changes.description = input.description;
      if (input.webhookUrl !== undefined) changes.webhookUrl = input.webhookUrl;
      if (input.payoutCurrencyId !== undefined || input.payoutRequisites !== undefined) {
        const currencyId = input.payoutCurrencyId ?? shop.payoutCurrencyId;
        changes.payoutCurrencyId = currencyId;
        changes.payoutRequisites = payout(
          currencyId,
          input.payoutRequisites ?? shop.payoutRequisites,
          errors,
        );
      }
      if (Object.keys(errors).length)
        throw new AppError('validation_error', 'validation_error', { fields: errors });
      if (shop.status === 'rejected') changes.status = 'pending';
      const row = await repo.updateShop(shop.id, changes);
      if (!row) throw new AppError('not_found', 'shop_not_found');
      return myShop(row);
    },

    async keys(userId: number): Promise<TApiKey[]> {
      const shop = await ownShop(userId);
      return (await repo.keysOf(shop.id)).map(apiKey);
    },

    /** `GET /users/me/shop/webhooks/`: what was sent to the shop, with every attempt. */
    async webhooks(userId: number, query: { page: number; size: number }): Promise<TWebhookDeliveryPage> {
      const shop = await ownShop(userId);
      const { count, rows } = await deps.webhooks.ofShop(shop.id, query);
      return {
        count,
        page: query.page,
        size: query.size,
        results: rows.map((r) => ({
          id: r.id,
          event: r.event,
          invoiceId: r.invoiceId,
          status: r.status,
          attempts: r.attempts,
          nextAttemptAt: r.status === 'pending' ? r.nextAttemptAt.toISOString() : null,
          lastError: r.lastError,
          payload: r.payload,
          createdAt: r.createdAt.toISOString(),
          deliveredAt: toIso(r.deliveredAt),
          log: r.attemptsLog.map((a) => ({
            at: a.createdAt.toISOString(),
            statusCode: a.statusCode,
            error: a.error,
            durationMs: a.durationMs,
          })),
        })),
      };
    },

    /** `GET /users/me/shop/balance/`. */
    async balance(userId: number): Promise<TShopBalance> {
      return balanceOf(await ownShop(userId));
    },

    /** `GET /users/me/shop/ledger/`: sales and withdrawals, newest first. */
    async ledger(userId: number, query: { page: number; size: number }): Promise<TShopLedgerPage> {
      const shop = await ownShop(userId);
      const { count, rows } = await repo.ledgerPage(shop.id, query);
      return { count, page: query.page, size: query.size, results: rows.map(ledgerLine) };
    },

    /**
     * `POST /users/me/shop/withdrawal/`: a payout of `amount` to the shop's payout requisites,
     * waiting for an operator. The shop's row is locked while the balance is read and the request
     * written, so concurrent requests never take the balance below zero.
     */
    async withdraw(userId: number, amountText: string): Promise<TShopLedgerLine> {
      const shop = await ownShop(userId);
      if (shop.status !== 'approved') throw new AppError('permission_denied', 'shop_not_approved');
      const precision = catalogue.snapshot().currenciesById.get(shop.payoutCurrencyId)?.precision ?? 8;
      const amount = positiveAmount(amountText, precision);
      return deps.db.transaction(async (tx) => {
        const locked = await repo.lockShop(tx, shop.id);
        if (!locked) throw new AppError('not_found', 'shop_not_found');
        const { balance, currency } = await balanceOf(locked, tx);
        if (amount.gt(dec(balance)))
          throw new AppError('validation_error', 'withdrawal_above_balance', {
            params: { balance, currency },
            fields: { amount: ['withdrawal_above_balance'] },
          });
        const row = await repo.insertWithdrawal(tx, {
          shopId: locked.id,
          amount: toPlainString(amount),
          currencyId: locked.payoutCurrencyId,
          requisites: locked.payoutRequisites,
        });
        return ledgerLine(row);
      });
    },

    /** `GET /users/me/shop/sales/`: invoices with what the buyers paid, newest first. */
    async sales(
      userId: number,
      query: {
        page: number;
        size: number;
        status?: TInvoiceStatus | undefined;
        from?: string | undefined;
        to?: string | undefined;
      },
    ): Promise<TSalesPage> {
      const shop = await ownShop(userId);
      const { count, rows } = await repo.salesPage({ shopId: shop.id, ...query, now: now() });
      return { count, page: query.page, size: query.size, results: rows.map(sale) };
    },

    /** The sales of the filter as CSV (at most `SALES_CSV_LIMIT` rows, newest first). */
    async salesCsv(
      userId: number,
      query: { status?: TInvoiceStatus | undefined; from?: string | undefined; to?: string | undefined },
    ): Promise<string> {
      const shop = await ownShop(userId);
      const { rows } = await repo.salesPage({
        shopId: shop.id,
        ...query,
        page: 1,
        size: SALES_CSV_LIMIT,
        now: now(),
      });
      const header = [
        'created_at',
        'invoice_id',
        'order_id',
        'amount',
        'currency',
        'status',
        'paid_with',
        'paid_amount',
        'fee',
        'claim_id',
        'description',
      ];
      const lines = rows
        .map(sale)
        .map((s) => [
          s.createdAt,
          s.id,
          s.orderId,
          s.amount,
          s.currency,
          s.status,
          s.paidWith?.currency ?? '',
          s.paidWith?.amount ?? '',
          s.fee ?? '',
          s.claimId ?? '',
          s.description,
        ]);
      return `${[header, ...lines].map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
    },

    /** `GET /users/me/shop/statistics/`: per UTC day of the last `days`, with conversion and top currencies. */
    async statistics(userId: number, days: number): Promise<TShopStatistics> {
      const shop = await ownShop(userId);
      const today = now();
      const start = new Date(
        Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (days - 1)),
      );
      const { created, paid } = await repo.dailyFigures(shop.id, start);
      const createdBy = new Map(created.map((r) => [r.day, r.n]));
      const paidBy = new Map(paid.map((r) => [r.day, r]));
      const series = Array.from({ length: days }, (_, i) => {
        const day = new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10);
        const p = paidBy.get(day);
        return {
          day,
          invoices: createdBy.get(day) ?? 0,
          paid: p?.n ?? 0,
          volume: toPlainString(dec(p?.volume ?? '0')),
        };
      });
      const invoicesTotal = series.reduce((n, d) => n + d.invoices, 0);
      const paidTotal = series.reduce((n, d) => n + d.paid, 0);
      const volume = series.reduce((sum, d) => sum.plus(dec(d.volume)), dec(0));
      const top = await repo.topCurrencies(shop.id, start);
      return {
        currency: currencyCode(shop.payoutCurrencyId),
        days: series,
        totals: {
          invoices: invoicesTotal,
          paid: paidTotal,
          volume: toPlainString(volume),
          conversion: invoicesTotal
            ? toPlainString(roundTo(dec(paidTotal).times(100).div(invoicesTotal), 2, 'halfUp'))
            : '0',
        },
        topCurrencies: top.map((r) => ({
          currency: currencyCode(r.currencyId),
          count: r.count,
          volume: toPlainString(dec(r.volume)),
        })),
      };
    },

    /** The back office's list of shop withdrawals. */
    async adminWithdrawals(query: {
      page: number;
      size: number;
      status?: TShopLedgerRow['status'] | undefined;
    }): Promise<TAdminShopWithdrawalPage> {
      const { count, pending, rows } = await repo.withdrawalsPage(query);
      return {
        count,
        pending,
        page: query.page,
        size: query.size,
        results: rows.map((r) => ({
          ...ledgerLine(r.line),
          shopId: r.line.shopId,
          shopName: r.shopName,
          ownerEmail: r.ownerEmail,
          balance: toPlainString(dec(r.balance)),
        })),
      };
    },

    /**
     * An operator pays out (approve) or refuses (reject, with a reason) a pending withdrawal; a
     * rejected one no longer counts against the balance. Audited in the same transaction.
     */
    async decideWithdrawal(
      staffId: number,
      id: number,
      decision: 'approve' | 'reject',
      reason: string,
    ): Promise<TShopLedgerLine> {
      if (decision === 'reject' && !reason.trim())
        throw new AppError('validation_error', 'validation_error', {
          fields: { reason: ['reason_required'] },
        });
      return deps.db.transaction(async (tx) => {
        const row = await repo.decideWithdrawal(tx, id, {
          status: decision === 'approve' ? 'done' : 'rejected',
          decidedBy: staffId,
          reason,
        });
        if (!row) throw new AppError('conflict', 'withdrawal_decided');
        await deps.audit.record(
          {
            actorId: staffId,
            action: `shop_withdrawal.${decision}`,
            targetType: 'shop',
            targetId: String(row.shopId),
            reason,
            details: { withdrawalId: row.id, amount: row.amount, currency: currencyCode(row.currencyId) },
          },
          tx,
        );
        return ledgerLine(row);
      });
    },

    /** A new key, shown this once. */
    async createKey(userId: number, name: string): Promise<TApiKeyCreated> {
      const shop = await ownShop(userId);
      if (shop.status === 'blocked') throw new AppError('conflict', 'shop_blocked');
      if ((await repo.activeKeyCount(shop.id)) >= MAX_ACTIVE_KEYS)
        throw new AppError('conflict', 'api_key_limit', { params: { max: MAX_ACTIVE_KEYS } });
      const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row = await repo.insertKey({
        shopId: shop.id,
        name,
        prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
        hash: hashApiKey(key),
      });
      return { ...apiKey(row), key };
    },

    async revokeKey(userId: number, id: number): Promise<void> {
      const shop = await ownShop(userId);
      if (!(await repo.revokeKey(shop.id, id))) throw new AppError('not_found', 'api_key_not_found');
    },

    /**
     * The shop a merchant API call acts for: the key must exist and not be revoked (401), and its
     * shop must be approved (403).
     */
    async authenticate(key: string | undefined): Promise<TShopRow> {
      if (!key?.startsWith(KEY_PREFIX) || key.length > 100)
        throw new AppError('not_authenticated', 'api_key_invalid');
      const found = await repo.useKey(hashApiKey(key));
      if (!found) throw new AppError('not_authenticated', 'api_key_invalid');
      if (found.shop.status !== 'approved') throw new AppError('permission_denied', 'shop_not_approved');
      return found.shop;
    },

    createInvoice,

    /** Link generation: an invoice made from the account; its `payUrl` is the link. */
    async createLink(
      userId: number,
      input: Omit<TInvoiceInput, 'orderId'> & { orderId?: string | undefined },
    ) {
      const shop = await ownShop(userId);
      if (shop.status !== 'approved') throw new AppError('permission_denied', 'shop_not_approved');
      return createInvoice(shop, {
        ...input,
        orderId: input.orderId ?? `link-${randomUUID().slice(0, 8)}`,
      });
    },

    /** `GET /invoices/{id}/`: the invoice as its buyer sees it (no shop secrets, no order id). */
    async publicInvoice(id: string): Promise<TPublicInvoice> {
      const found = await repo.invoiceWithShop(id);
      if (!found) throw new AppError('not_found', 'invoice_not_found');
      const { invoice: row, shop } = found;
      const status = statusOf(row);
      const snapshot = catalogue.snapshot();
      return {
        id: row.id,
        shop: { name: shop.name, siteUrl: shop.siteUrl },
        fromIds: snapshot.fromIds.filter((from) => snapshot.toIdsByFrom.get(from)?.includes(row.currencyId)),
        amount: toPlainString(dec(row.amount)),
        currencyId: row.currencyId,
        currency: currencyCode(row.currencyId),
        description: row.description,
        status,
        payable: status === 'open' && shop.status === 'approved',
        successUrl: row.successUrl,
        failUrl: row.failUrl,
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /** An invoice of this shop; another shop's is not found, as if it did not exist. */
    async invoice(shop: TShopRow, id: string): Promise<TInvoice> {
      const row = await repo.invoiceOf(shop.id, id);
      if (!row) throw new AppError('not_found', 'invoice_not_found');
      return invoice(row);
    },

    async invoices(
      shop: TShopRow,
      query: { page: number; size: number; status?: TInvoiceStatus | undefined },
    ): Promise<TInvoicePage> {
      const { count, rows } = await repo.invoicesPage({ shopId: shop.id, ...query });
      return { count, page: query.page, size: query.size, results: rows.map((r) => invoice(r)) };
    },

    /** The back office's list of shops. */
    async adminList(query: {
      page: number;
      size: number;
      status?: TShopStatus | undefined;
      q?: string | undefined;
    }): Promise<TAdminShopPage> {
      const { count, pending, rows } = await repo.shopsPage(query);
      return {
        count,
        pending,
        page: query.page,
        size: query.size,
        results: rows.map(({ ownerEmail, ...row }) => adminShop(row, ownerEmail)),
      };
    },

    /** An operator approves, rejects or blocks a shop, with the audit entry in the same transaction. */
    async decide(
      staffId: number,
      id: number,
      decision: 'approve' | 'reject' | 'block',
      reason: string,
    ): Promise<TAdminShop> {
      if (decision !== 'approve' && !reason.trim())
        throw new AppError('validation_error', 'validation_error', {
          fields: { reason: ['reason_required'] },
        });
      const status: TShopStatus =
        decision === 'approve' ? 'approved' : decision === 'reject' ? 'rejected' : 'blocked';
      return deps.db.transaction(async (tx) => {
        const shop = await repo.shopById(id, tx);
        if (!shop) throw new AppError('not_found', 'shop_not_found');
        if (shop.status === status)
          throw new AppError('conflict', 'shop_status_conflict', { params: { status } });
        const row = await repo.updateShop(
          id,
          {
            status,
            reason: decision === 'approve' ? null : reason,
            decidedBy: staffId,
            ...(status === 'approved' ? { approvedAt: now() } : {}),
          },
          tx,
        );
        if (!row) throw new AppError('not_found', 'shop_not_found');
        await deps.audit.record(
          {
            actorId: staffId,
            action: `shop.${decision}`,
            targetType: 'shop',
            targetId: String(id),
            reason,
            details: { from: shop.status, to: status },
          },
          tx,
        );
        return adminShop(row, await repo.ownerEmail(row.userId, tx));
      });
    },
  };
}

export type TMerchantService = ReturnType<typeof createMerchantService>;
