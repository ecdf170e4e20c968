/**
 * Queries of the merchant area's shops and their API keys. Built from the database it is given;
 * a method used inside a transaction takes it (`tx`).
 */
import { and, count, desc, eq, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { likePattern } from '../../db/like-pattern.js';
import { shopApiKeys, shops, users } from '../../db/schema.js';

export type TShopRow = typeof shops.$inferSelect;
export type TNewShop = typeof shops.$inferInsert;
export type TApiKeyRow = typeof shopApiKeys.$inferSelect;

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

    async lockShop(tx: TDbOrTx, id: number): Promise<TShopRow | null> {
      const [row] = await tx.select().from(shops).where(eq(shops.id, id)).for('update');
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

    /** Which of these shops have a webhook URL. */
    async withWebhookUrl(ids: number[], tx: TDbOrTx = db): Promise<number[]> {
      const rows = await tx
        .select({ id: shops.id })
        .from(shops)
        .where(and(inArray(shops.id, ids), sql`${shops.webhookUrl} is not null`));
      return rows.map((shop) => shop.id);
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
  };
}

export type TMerchantRepo = ReturnType<typeof createMerchantRepo>;
