/**
 * What claims need from the merchant area (issue "Shops"): whether an invoice can be paid now,
 * and what follows each status change of a claim that pays one — the invoice's status, the shop's
 * sale when the claim completes (the amount less the shop's fee, rounded down to the currency's
 * precision), and a webhook to the shop. All of it in the claim's own transaction. Also the
 * expiry of invoices nobody paid in time, with their webhooks.
 */
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import {
  dec,
  roundTo,
  toPlainString,
  type TClaimStatus,
  type TInvoiceStatus,
  type TInvoiceWebhook,
} from '@exchanger/core';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { invoices, shopLedger, shops, webhookDeliveries } from '../../db/schema.js';
import type { TCatalogueService } from '../catalogue/index.js';
import type { TClaimRow, TPayableInvoice } from '../claims/index.js';
import type { TInvoiceRow } from './merchant.repo.js';

/** The webhook event of every status change of an invoice's claim. */
export const INVOICE_EVENT = 'invoice.updated' as const;

/** The invoice's status once its claim is in `status`. */
export function invoiceStatusFor(status: TClaimStatus): TInvoiceStatus {
  switch (status) {
    case 'completed':
      return 'paid';
    case 'cancelled':
    case 'expired':
    case 'refunded':
      return 'open';
    case 'new':
    case 'verification':
    case 'paid':
    case 'processing':
      return 'paying';
  }
}

/** The exchanger's fee on a sale: `amount × percent / 100`, rounded down to `precision` digits. */
export function saleFee(amount: string, percent: string, precision: number): string {
  return toPlainString(roundTo(dec(amount).times(dec(percent)).div(100), precision, 'down'));
}

/**
 * The `invoice.updated` delivery of an invoice in `status` (the body of `ZInvoiceWebhook` less the
 * delivery's own id, which the row gets when it is stored).
 */
function webhookOf(
  invoice: TInvoiceRow,
  currencyCode: string | undefined,
  status: TInvoiceStatus,
  claim: TInvoiceWebhook['claim'],
  at: Date,
) {
  const payload: Omit<TInvoiceWebhook, 'id'> = {
    event: INVOICE_EVENT,
    invoice: {
      id: invoice.id,
      orderId: invoice.orderId,
      amount: toPlainString(dec(invoice.amount)),
      currency: currencyCode ?? String(invoice.currencyId),
      status,
    },
    claim,
    occurredAt: at.toISOString(),
  };
  return { shopId: invoice.shopId, invoiceId: invoice.id, event: INVOICE_EVENT, payload };
}

export function createInvoicePayments(deps: { db: TDb; catalogue: TCatalogueService; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    payable: async (id: string): Promise<TPayableInvoice | null> => {
      const [row] = await deps.db
        .select({ invoice: invoices, shop: shops })
        .from(invoices)
        .innerJoin(shops, eq(shops.id, invoices.shopId))
        .where(
          and(
            eq(invoices.id, id),
            eq(invoices.status, 'open'),
            gt(invoices.expiresAt, now()),
            eq(shops.status, 'approved'),
          ),
        );
      if (!row) return null;
      return {
        id: row.invoice.id,
        currencyId: row.invoice.currencyId,
        amount: row.invoice.amount,
        payoutRequisites: row.shop.payoutRequisites,
      };
    },

    /** The shop an invoice belongs to and the buyer's return addresses (a claim's page). */
    shopOf: async (
      invoiceId: string,
    ): Promise<{ name: string; successUrl: string | null; failUrl: string | null } | null> => {
      const [row] = await deps.db
        .select({ name: shops.name, successUrl: invoices.successUrl, failUrl: invoices.failUrl })
        .from(invoices)
        .innerJoin(shops, eq(shops.id, invoices.shopId))
        .where(eq(invoices.id, invoiceId));
      return row ?? null;
    },

    /**
     * Open invoices past their time become `expired`, each with an `invoice.updated` webhook to a
     * shop that has a URL, in one transaction. Safe in every process at once: an invoice leaves
     * `open` in exactly one `UPDATE`, so its webhook is queued once. An invoice being paid stays
     * `paying`; if that claim fails late, the next run expires it.
     */
    expireDue: async (): Promise<number> =>
      deps.db.transaction(async (tx) => {
        const at = now();
        const expired = await tx
          .update(invoices)
          .set({ status: 'expired', updatedAt: at })
          .where(and(eq(invoices.status, 'open'), lte(invoices.expiresAt, at)))
          .returning();
        if (expired.length === 0) return 0;
        const hooked = await tx
          .select({ id: shops.id })
          .from(shops)
          .where(
            and(
              inArray(
                shops.id,
                expired.map((row) => row.shopId),
              ),
              sql`${shops.webhookUrl} is not null`,
            ),
          );
        const withUrl = new Set(hooked.map((shop) => shop.id));
        const currencies = deps.catalogue.snapshot().currenciesById;
        const deliveries = expired
          .filter((row) => withUrl.has(row.shopId))
          .map((row) => webhookOf(row, currencies.get(row.currencyId)?.code, 'expired', null, at));
        if (deliveries.length) await tx.insert(webhookDeliveries).values(deliveries);
        return expired.length;
      }),

    claimChanged: async (
      tx: TDbOrTx,
      claim: TClaimRow,
      from: TClaimStatus | null,
      to: TClaimStatus,
    ): Promise<void> => {
      if (!claim.invoiceId) return;
      const status = invoiceStatusFor(to);
      const [row] = await tx
        .update(invoices)
        .set({ status, updatedAt: now() })
        .where(eq(invoices.id, claim.invoiceId))
        .returning();
      if (!row) return;
      const [shop] = await tx.select().from(shops).where(eq(shops.id, row.shopId));
      if (!shop) return;
      const currency = deps.catalogue.snapshot().currenciesById.get(row.currencyId);
      if (to === 'completed') {
        await tx
          .insert(shopLedger)
          .values({
            shopId: shop.id,
            kind: 'sale',
            amount: claim.toAmount,
            fee: saleFee(claim.toAmount, shop.feePercent, currency?.precision ?? 8),
            status: 'done',
            currencyId: row.currencyId,
            claimId: claim.id,
            invoiceId: row.id,
          })
          .onConflictDoNothing();
      }
      if (shop.webhookUrl) {
        await tx
          .insert(webhookDeliveries)
          .values(
            webhookOf(row, currency?.code, status, { id: claim.id, status: to, previousStatus: from }, now()),
          );
      }
    },
  };
}

export type TInvoicePayments = ReturnType<typeof createInvoicePayments>;
