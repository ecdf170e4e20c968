/**
 * Queries of the shops' money: the ledger of credited sales and withdrawals (balances are summed by
 * the database in exact decimals, docs/architecture.md#money), the sales history and the
 * statistics. Built from the database it is given; a method used inside a transaction takes it
 * (`tx`).
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/bulk-insert.js';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { invoices, shopLedger, shops, users } from '../../db/schema.js';
import type { TInvoiceRow } from './invoices.repo.js';

export type TShopLedgerRow = typeof shopLedger.$inferSelect;

/** Sums of a shop's ledger, as decimal strings. */
export interface TBalanceParts {
  earned: string;
  fees: string;
  pending: string;
  withdrawn: string;
}

export interface TSaleRow extends TInvoiceRow {
  claimId: string | null;
  claimStatus: string | null;
  paidFromId: number | null;
  paidAmount: string | null;
  fee: string | null;
}

const day = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

export function createLedgerRepo(db: TDb) {
  return {
    async balanceParts(shopId: number, tx: TDbOrTx = db): Promise<TBalanceParts> {
      const sale = sql`${shopLedger.kind} = 'sale' and ${shopLedger.status} = 'done'`;
      const withdrawal = sql`${shopLedger.kind} = 'withdrawal'`;
      const [row] = await tx
        .select({
          earned: sql<string>`coalesce(sum(${shopLedger.amount} - ${shopLedger.fee}) filter (where ${sale}), 0)::text`,
          fees: sql<string>`coalesce(sum(${shopLedger.fee}) filter (where ${sale}), 0)::text`,
          pending: sql<string>`coalesce(sum(${shopLedger.amount}) filter (where ${withdrawal} and ${shopLedger.status} = 'pending'), 0)::text`,
          withdrawn: sql<string>`coalesce(sum(${shopLedger.amount}) filter (where ${withdrawal} and ${shopLedger.status} = 'done'), 0)::text`,
        })
        .from(shopLedger)
        .where(eq(shopLedger.shopId, shopId));
      return row ?? { earned: '0', fees: '0', pending: '0', withdrawn: '0' };
    },

    async insertWithdrawal(
      tx: TDbOrTx,
      w: { shopId: number; amount: string; currencyId: number; requisites: Record<string, string> },
    ): Promise<TShopLedgerRow> {
      const [row] = await tx
        .insert(shopLedger)
        .values({ ...w, kind: 'withdrawal', status: 'pending' })
        .returning();
      if (!row) throw new Error('shop_ledger insert returned no row');
      return row;
    },

    /**
     * Credits a completed claim's sale (`status` done); nothing when the claim's sale is already
     * there (one sale per claim, kept by a unique index).
     */
    async insertSale(
      tx: TDbOrTx,
      s: {
        shopId: number;
        amount: string;
        fee: string;
        currencyId: number;
        claimId: string;
        invoiceId: string;
      },
    ): Promise<void> {
      await tx
        .insert(shopLedger)
        .values({
          shopId: s.shopId,
          kind: 'sale',
          amount: s.amount,
          fee: s.fee,
          status: 'done',
          currencyId: s.currencyId,
          claimId: s.claimId,
          invoiceId: s.invoiceId,
        })
        .onConflictDoNothing();
    },

    async ledgerPage(shopId: number, f: { page: number; size: number }) {
      const where = eq(shopLedger.shopId, shopId);
      const [total] = await db.select({ n: count() }).from(shopLedger).where(where);
      const rows = await db
        .select()
        .from(shopLedger)
        .where(where)
        .orderBy(desc(shopLedger.id))
        .limit(f.size)
        .offset((f.page - 1) * f.size);
      return { count: total?.n ?? 0, rows };
    },

    /** Shop withdrawals with each shop's balance now, summed in the database in exact decimals. */
    async withdrawalsPage(f: { page: number; size: number; status?: TShopLedgerRow['status'] | undefined }) {
      const where: SQL[] = [eq(shopLedger.kind, 'withdrawal')];
      if (f.status) where.push(eq(shopLedger.status, f.status));
      const condition = and(...where);
      const [total] = await db.select({ n: count() }).from(shopLedger).where(condition);
      const [waiting] = await db
        .select({ n: count() })
        .from(shopLedger)
        .where(and(eq(shopLedger.kind, 'withdrawal'), eq(shopLedger.status, 'pending')));
      // The balance as balanceParts reads it: done sales net of fees, less pending and paid withdrawals.
      const balance = sql<string>`(
        select coalesce(sum(case
          when l.kind = 'sale' and l.status = 'done' then l.amount - l.fee
          when l.kind = 'withdrawal' and l.status in ('pending', 'done') then -l.amount
          else 0 end), 0)::text
        from shop_ledger l where l.shop_id = ${shopLedger.shopId})`;
      const rows = await db
        .select({ line: shopLedger, shopName: shops.name, ownerEmail: users.email, balance })
        .from(shopLedger)
        .innerJoin(shops, eq(shops.id, shopLedger.shopId))
        .innerJoin(users, eq(users.id, shops.userId))
        .where(condition)
        .orderBy(desc(shopLedger.id))
        .limit(f.size)
        .offset((f.page - 1) * f.size);
      return { count: total?.n ?? 0, pending: waiting?.n ?? 0, rows };
    },

    /** A withdrawal of any shop, or null. */
    async withdrawalById(id: number, tx: TDbOrTx = db): Promise<TShopLedgerRow | null> {
      const [row] = await tx
        .select()
        .from(shopLedger)
        .where(and(eq(shopLedger.id, id), eq(shopLedger.kind, 'withdrawal')));
      return row ?? null;
    },

    /** A shop withdrawal with the user who owns its shop; null when there is no such withdrawal. */
    async withdrawalWithOwner(id: number): Promise<{ line: TShopLedgerRow; ownerId: number } | null> {
      const [row] = await db
        .select({ line: shopLedger, ownerId: shops.userId })
        .from(shopLedger)
        .innerJoin(shops, eq(shops.id, shopLedger.shopId))
        .where(and(eq(shopLedger.id, id), eq(shopLedger.kind, 'withdrawal')));
      return row ?? null;
    },

    /** Decides a pending withdrawal; null when it is not one (any more). */
    async decideWithdrawal(
      tx: TDbOrTx,
      id: number,
      d: { status: 'done' | 'rejected'; decidedBy: number; reason: string },
    ): Promise<TShopLedgerRow | null> {
      const [row] = await tx
        .update(shopLedger)
        .set({ ...d, decidedAt: new Date() })
        .where(
          and(eq(shopLedger.id, id), eq(shopLedger.kind, 'withdrawal'), eq(shopLedger.status, 'pending')),
        )
        .returning();
      return row ?? null;
    },

    /** The shop's invoices with the claim paying (or that paid) each and the credited fee. */
    async salesPage(f: {
      shopId: number;
      page: number;
      size: number;
      status?: TInvoiceRow['status'] | undefined;
      from?: string | undefined;
      to?: string | undefined;
      /** The invoices created before this moment count as expired when still open. */
      now: Date;
    }): Promise<{ count: number; rows: TSaleRow[] }> {
      const where: SQL[] = [eq(invoices.shopId, f.shopId)];
      // An open invoice past its time is listed as expired, as it is shown.
      if (f.status === 'expired')
        where.push(
          sql`(${invoices.status} = 'expired' or (${invoices.status} = 'open' and ${invoices.expiresAt} < ${f.now}))`,
        );
      else if (f.status === 'open')
        where.push(sql`${invoices.status} = 'open' and ${invoices.expiresAt} >= ${f.now}`);
      else if (f.status) where.push(eq(invoices.status, f.status));
      if (f.from) where.push(sql`${invoices.createdAt} >= ${f.from}::date`);
      if (f.to) where.push(sql`${invoices.createdAt} < ${f.to}::date + 1`);
      const condition = and(...where);
      const [total] = await db.select({ n: count() }).from(invoices).where(condition);
      const rows = await db
        .select({
          invoice: invoices,
          claimId: sql<string | null>`c.id`,
          claimStatus: sql<string | null>`c.status`,
          paidFromId: sql<number | null>`c.from_id`,
          paidAmount: sql<string | null>`c.from_amount::text`,
          fee: sql<
            string | null
          >`(select l.fee::text from shop_ledger l where l.claim_id = c.id and l.kind = 'sale')`,
        })
        .from(invoices)
        .leftJoin(
          sql`lateral (select id, status, from_id, from_amount from claims
            where claims.invoice_id = ${invoices.id} order by created_at desc limit 1) c`,
          sql`true`,
        )
        .where(condition)
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(f.size)
        .offset((f.page - 1) * f.size);
      return { count: total?.n ?? 0, rows: rows.map(({ invoice, ...rest }) => ({ ...invoice, ...rest })) };
    },

    /** Per UTC day since `since`: invoices created, and sales credited with their sum. */
    async dailyFigures(shopId: number, since: Date) {
      const created = await db
        .select({ day: day(sql`${invoices.createdAt}`).mapWith(String), n: count() })
        .from(invoices)
        .where(and(eq(invoices.shopId, shopId), sql`${invoices.createdAt} >= ${since}`))
        .groupBy(sql`1`);
      const paid = await db
        .select({
          day: day(sql`${shopLedger.createdAt}`).mapWith(String),
          n: count(),
          volume: sql<string>`sum(${shopLedger.amount})::text`,
        })
        .from(shopLedger)
        .where(
          and(
            eq(shopLedger.shopId, shopId),
            eq(shopLedger.kind, 'sale'),
            eq(shopLedger.status, 'done'),
            sql`${shopLedger.createdAt} >= ${since}`,
          ),
        )
        .groupBy(sql`1`);
      return { created, paid };
    },

    /** What buyers paid the shop's credited sales with since `since`, most used first. */
    async topCurrencies(shopId: number, since: Date, limit = 5) {
      const result = await db.execute(sql`
        select c.from_id as "currencyId", count(*)::int as "count", sum(l.amount)::text as "volume"
        from shop_ledger l join claims c on c.id = l.claim_id
        where l.shop_id = ${shopId} and l.kind = 'sale' and l.status = 'done' and l.created_at >= ${since}
        group by c.from_id order by count(*) desc, sum(l.amount) desc limit ${limit}`);
      return rowsOf<{ currencyId: number; count: number; volume: string }>(result);
    },
  };
}

export type TLedgerRepo = ReturnType<typeof createLedgerRepo>;
