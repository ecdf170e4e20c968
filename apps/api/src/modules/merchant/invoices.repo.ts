/**
 * Queries of shop invoices: the merchant API's reads and writes, what a claim paying an invoice
 * reads and changes (in the claim's transaction), and the expiry of invoices nobody paid. Built
 * from the database it is given; a method used inside a transaction takes it (`tx`).
 */
import { and, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { invoices, shops } from '../../db/schema.js';
import type { TShopRow } from './merchant.repo.js';

export type TInvoiceRow = typeof invoices.$inferSelect;
export type TNewInvoice = typeof invoices.$inferInsert;
/** An invoice with the id of the latest claim made to pay it, if any. */
export type TInvoiceWithClaim = TInvoiceRow & { claimId: string | null };

// Spelt out: drizzle writes a one-table query's columns unqualified, and `id` here would be the claim's.
const latestClaimId = sql<
  string | null
>`(select c.id from claims c where c.invoice_id = invoices.id order by c.created_at desc limit 1)`;

export function createInvoicesRepo(db: TDb) {
  return {
    /** Null when the shop already has an invoice for this order. */
    async insert(invoice: TNewInvoice): Promise<TInvoiceRow | null> {
      const [row] = await db.insert(invoices).values(invoice).onConflictDoNothing().returning();
      return row ?? null;
    },

    async withShop(id: string): Promise<{ invoice: TInvoiceRow; shop: TShopRow } | null> {
      const [row] = await db
        .select({ invoice: invoices, shop: shops })
        .from(invoices)
        .innerJoin(shops, eq(shops.id, invoices.shopId))
        .where(eq(invoices.id, id));
      return row ?? null;
    },

    /** The shop's invoice with its latest claim's id (the shop is shown only its number). */
    async ofShop(shopId: number, id: string): Promise<TInvoiceWithClaim | null> {
      const [row] = await db
        .select({ invoice: invoices, claimId: latestClaimId })
        .from(invoices)
        .where(and(eq(invoices.id, id), eq(invoices.shopId, shopId)));
      return row ? { ...row.invoice, claimId: row.claimId } : null;
    },

    async page(f: {
      shopId: number;
      page: number;
      size: number;
      status?: TInvoiceRow['status'] | undefined;
    }): Promise<{ count: number; rows: TInvoiceWithClaim[] }> {
      const where: SQL[] = [eq(invoices.shopId, f.shopId)];
      if (f.status) where.push(eq(invoices.status, f.status));
      const condition = and(...where);
      const [total] = await db.select({ n: count() }).from(invoices).where(condition);
      const rows = await db
        .select({ invoice: invoices, claimId: latestClaimId })
        .from(invoices)
        .where(condition)
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(f.size)
        .offset((f.page - 1) * f.size);
      return { count: total?.n ?? 0, rows: rows.map((r) => ({ ...r.invoice, claimId: r.claimId })) };
    },

    /** The invoice and its shop when a claim can pay it at `at`: open, not past its time, shop approved. */
    async payable(id: string, at: Date): Promise<{ invoice: TInvoiceRow; shop: TShopRow } | null> {
      const [row] = await db
        .select({ invoice: invoices, shop: shops })
        .from(invoices)
        .innerJoin(shops, eq(shops.id, invoices.shopId))
        .where(
          and(
            eq(invoices.id, id),
            eq(invoices.status, 'open'),
            gt(invoices.expiresAt, at),
            eq(shops.status, 'approved'),
          ),
        );
      return row ?? null;
    },

    /** The name of the invoice's shop and the buyer's return addresses. */
    async shopAndReturnUrls(
      id: string,
    ): Promise<{ name: string; successUrl: string | null; failUrl: string | null } | null> {
      const [row] = await db
        .select({ name: shops.name, successUrl: invoices.successUrl, failUrl: invoices.failUrl })
        .from(invoices)
        .innerJoin(shops, eq(shops.id, invoices.shopId))
        .where(eq(invoices.id, id));
      return row ?? null;
    },

    async setStatus(
      tx: TDbOrTx,
      id: string,
      status: TInvoiceRow['status'],
      at: Date,
    ): Promise<TInvoiceRow | null> {
      const [row] = await tx
        .update(invoices)
        .set({ status, updatedAt: at })
        .where(eq(invoices.id, id))
        .returning();
      return row ?? null;
    },

    /**
     * Open invoices whose time is up at `at` become `expired`; the rows changed. An invoice leaves
     * `open` in this one `UPDATE`, so two runs at once never both return it.
     */
    async expireOpen(tx: TDbOrTx, at: Date): Promise<TInvoiceRow[]> {
      return tx
        .update(invoices)
        .set({ status: 'expired', updatedAt: at })
        .where(and(eq(invoices.status, 'open'), lte(invoices.expiresAt, at)))
        .returning();
    },
  };
}

export type TInvoicesRepo = ReturnType<typeof createInvoicesRepo>;
