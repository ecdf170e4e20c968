/** Queries of the public list of shops. Built from the database it is given. */
import { count, desc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { shops } from '../../db/schema.js';

export type TListedShopRow = typeof shops.$inferSelect;

export function createShopsRepo(db: TDb) {
  return {
    /** A page of the approved shops, newest approval first, and how many there are. */
    async approvedPage(f: {
      page: number;
      size: number;
    }): Promise<{ count: number; rows: TListedShopRow[] }> {
      const approved = eq(shops.status, 'approved');
      const [total] = await db.select({ n: count() }).from(shops).where(approved);
      const rows = await db
        .select()
        .from(shops)
        .where(approved)
        .orderBy(desc(shops.approvedAt), desc(shops.id))
        .limit(f.size)
        .offset((f.page - 1) * f.size);
      return { count: total?.n ?? 0, rows };
    },
  };
}

export type TShopsRepo = ReturnType<typeof createShopsRepo>;
