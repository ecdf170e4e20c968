/**
 * Approved shops for the public list (spec §2 `/shops`): the shops operators approved in the
 * merchant area (docs/decisions/013-shops.md), newest approval first, paged as every list.
 */
import { count, desc, eq } from 'drizzle-orm';
import type { TPageQuery, TShopPage } from '@exchanger/core';
import type { TDb } from '../../db/client.js';
import { shops } from '../../db/schema.js';

export function createShopsService(deps: { db: TDb }) {
  const { db } = deps;
  return {
    async approved(query: TPageQuery): Promise<TShopPage> {
      const approved = eq(shops.status, 'approved');
      const [total] = await db.select({ n: count() }).from(shops).where(approved);
      const rows = await db
        .select()
        .from(shops)
        .where(approved)
        .orderBy(desc(shops.approvedAt), desc(shops.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size);
      return {
        count: total?.n ?? 0,
        page: query.page,
        size: query.size,
        results: rows.map((row) => ({
          id: row.id,
          name: row.name,
          url: row.siteUrl,
          description: row.description,
          logo: null,
          approvedAt: (row.approvedAt ?? row.updatedAt).toISOString(),
        })),
      };
    },
  };
}

export type TShopsService = ReturnType<typeof createShopsService>;
