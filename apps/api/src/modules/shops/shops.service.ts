/**
 * Approved shops for the public list (spec §2 `/shops`). Shops are registered and approved in the
 * merchant area, which a later issue builds with its own table; until then no shop can exist and
 * the list is honestly empty, paged as every list, so the page and its clients need no change
 * when the first shop is approved (docs/decisions/012-cash-contest-shops.md).
 */
import type { TPageQuery, TShopPage } from '@exchanger/core';

export function createShopsService() {
  return {
    approved(query: TPageQuery): Promise<TShopPage> {
      return Promise.resolve({ count: 0, page: query.page, size: query.size, results: [] });
    },
  };
}

export type TShopsService = ReturnType<typeof createShopsService>;
