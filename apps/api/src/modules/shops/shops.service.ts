/**
 * Approved shops for the public list (the `/shops` page): the shops operators approved in the
 * merchant area (docs/decisions/013-shops.md), newest approval first, paged as every list.
 */
import { toIso, type TPageQuery, type TShopPage } from '@exchanger/core';
import type { TShopsRepo } from './shops.repo.js';

export function createShopsService(deps: { repo: TShopsRepo }) {
  return {
    async approved(query: TPageQuery): Promise<TShopPage> {
      const { count, rows } = await deps.repo.approvedPage(query);
      return {
        count,
        page: query.page,
        size: query.size,
        results: rows.map((row) => ({
          id: row.id,
          name: row.name,
          url: row.siteUrl,
          description: row.description,
          logo: null,
          approvedAt: toIso(row.approvedAt ?? row.updatedAt),
        })),
      };
    },
  };
}

export type TShopsService = ReturnType<typeof createShopsService>;
