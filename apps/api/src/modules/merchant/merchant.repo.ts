/**
 * Queries of the merchant area: shops, their API keys and their invoices. Built from the database
 * it is given; every write takes an optional transaction.
 */
import { and, count, desc, eq, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/bulk-insert.js';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { invoices, shopApiKeys, shopLedger, shops, users } from '../../db/schema.js';
import { likePattern } from '../../db/like-pattern.js';

export type TShopRow = typeof shops.$inferSelect;
export type TNewShop = typeof shops.$inferInsert;
export type TApiKeyRow = typeof shopApiKeys.$inferSelect;
export type TInvoiceRow = typeof invoices.$inferSelect;
export type TNewInvoice = typeof invoices.$inferInsert;
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

/** A key's last use is written at most this often: a busy shop must not write on every call. */
const LAST_USED_EVERY = sql`interval '1 minute'`;

export function createMerchantRepo(db: TDb) {
  return {
    async shopOfUser(userId: number, tx: TDbOrTx = db): Promise<TShopRow | null> {
      const [row] = await tx.select().from(shops).where(eq(shops.userId, userId));
      return row ?? null;
    },

    async shopById(id: number, tx: TDbOrTx = db): Promise<TShopRow | null> {
      const [row] = await tx.select().from(shops).where(eq(shops.id, id));
      return row ?? null;
    },

    /** Null when the user already has a shop (the unique index decides, not a prior read). */
    async insertShop(shop: TNewShop): Promise<TShopRow | null> {
      const [row] = await db.insert(shops).values(shop).onConflictDoNothing().returning();
      return row ?? null;
    },

    async updateShop(id: number, changes: Partial<TNewShop>, tx: TDbOrTx = db): Promise<TShopRow | null> {
      const [row] = await tx
        .update(shops)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(shops.id, id))
        .returning();
      return row ?? null;
    },

    async ownerEmail(userId: number, tx: TDbOrTx = db): Promise<string> {
      const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? '';
    },

    /** Shops by status and a search (`q`: a shop's number, words of its name, site or owner's e-mail). */
    async shopsPage(f: {
      page: number;
      size: number;
      status?: TShopRow['status'] | undefined;
      q?: string | undefined;
    }): Promise<{ count: number; pending: number; rows: (TShopRow & { ownerEmail: string })[] }> {
      const where: SQL[] = [];
      if (f.status) where.push(eq(shops.status, f.status));
      const q = f.q?.trim();
      if (q) {
        const pattern = likePattern(q.toLowerCase());
        const anyOf = [
          ilike(shops.name, pattern),
          ilike(shops.siteUrl, pattern),
          ilike(users.email, pattern),
        ];
        if (/^\d{1,9}$/.test(q)) anyOf.push(eq(shops.id, Number(q)));
        const anyMatch = or(...anyOf);
        if (anyMatch) where.push(anyMatch);
      }
      const condition = and(...where);
      const [total] = await db
        .select({ n: count() })
        .from(shops)
        .innerJoin(users, eq(users.id, shops.userId))
        .where(condition);
      const [waiting] = await db.select({ n: count() }).from(shops).where(eq(shops.status, 'pending'));
      const rows = await db
        .select({ shop: shops, ownerEmail: users.email })
        .from(shops)
        .innerJoin(users, eq(users.id, shops.userId))
        .where(condition)
        .orderBy(desc(shops.id))
        .limit(f.size)
        .offset((f.page - 1) * f.size);
      return {
        count: total?.n ?? 0,
        pending: waiting?.n ?? 0,
        rows: rows.map((r) => ({ ...r.shop, ownerEmail: r.ownerEmail })),
      };
    },

    async keysOf(shopId: number): Promise<TApiKeyRow[]> {
      return db
        .select()
        .from(shopApiKeys)
        .where(eq(shopApiKeys.shopId, shopId))
        .orderBy(desc(shopApiKeys.id));
    },

    async activeKeyCount(shopId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(shopApiKeys)
        .where(and(eq(shopApiKeys.shopId, shopId), isNull(shopApiKeys.revokedAt)));
      return row?.n ?? 0;
    },

    async insertKey(key: {
      shopId: number;
      name: string;
      prefix: string;
      hash: string;
    }): Promise<TApiKeyRow> {
      const [row] = await db.insert(shopApiKeys).values(key).returning();
      if (!row) throw new Error('shop_api_keys insert returned no row');
      return row;
    },

    /** Revokes a key of this shop; false when it has no such key that is still active. */
    async revokeKey(shopId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(shopApiKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(shopApiKeys.id, id), eq(shopApiKeys.shopId, shopId), isNull(shopApiKeys.revokedAt)))
        .returning({ id: shopApiKeys.id });
      return rows.length > 0;
    },

    /** The active key with this hash and its shop, noting the use (at most once a minute). */
    async useKey(hash: string): Promise<{ key: TApiKeyRow; shop: TShopRow } | null> {
      const [row] = await db
        .select({ key: shopApiKeys, shop: shops })
        .from(shopApiKeys)
        .innerJoin(shops, eq(shops.id, shopApiKeys.shopId))
        .where(and(eq(shopApiKeys.hash, hash), isNull(shopApiKeys.revokedAt)));
      if (!row) return null;
      await db
        .update(shopApiKeys)
        .set({ lastUsedAt: new Date() })
        .where(
          and(
            eq(shopApiKeys.id, row.key.id),
            or(isNull(shopApiKeys.lastUsedAt), lt(shopApiKeys.lastUsedAt, sql`now() - ${LAST_USED_EVERY}`)),
          ),
        );
      return row;
    },

    /** Null when the shop already has an invoice for this order. */
    async insertInvoice(invoice: TNewInvoice): Promise<TInvoiceRow | null> {
      const [row] = await db.insert(invoices).values(invoice).onConflictDoNothing().returning();
      return row ?? null;
    },

    async invoiceWithShop(id: string): Promise<{ invoice: TInvoiceRow; shop: TShopRow } | null> {
      const [row] = await db
        .select({ invoice: invoices, shop: shops })
        .from(invoices)
        .innerJoin(shops, eq(shops.id, invoices.shopId))
        .where(eq(invoices.id, id));
      return row ?? null;
    },

    async invoiceOf(shopId: number, id: string): Promise<TInvoiceRow | null> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, id), eq(invoices.shopId, shopId)));
      return row ?? null;
    },

    async invoicesPage(f: {
      shopId: number;
      page: number;
      size: number;
      status?: TInvoiceRow['status'] | undefined;
    }): Promise<{ count: number; rows: TInvoiceRow[] }> {
      const where: SQL[] = [eq(invoices.shopId, f.shopId)];
      if (f.status) where.push(eq(invoices.status, f.status));
      const condition = and(...where);
      const [total] = await db.select({ n: count() }).from(invoices).where(condition);
      const rows = await db
        .select()
        .from(invoices)
        .where(condition)
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(f.size)
        .offset((f.page - 1) * f.size);
      return { count: total?.n ?? 0, rows };
    },
    async lockShop(tx: TDbOrTx, id: number): Promise<TShopRow | null> {
      const [row] = await tx.select().from(shops).where(eq(shops.id, id)).for('update');
      return row ?? null;
    },

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
      return rowsOf(result) as { currencyId: number; count: number; volume: string }[];
    },
  };
}

export type TMerchantRepo = ReturnType<typeof createMerchantRepo>;
