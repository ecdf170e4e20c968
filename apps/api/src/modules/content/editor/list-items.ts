import type { TAdminContentPage, ZAdminContentQuery } from '@exchanger/core';
import type { z } from 'zod';
import type { TContentRepo } from '../content.repo.js';
import { itemRow } from './item-view.js';

/** Pages, news and FAQ entries with their state, for the editors' list. */
export async function listItems(
  deps: { repo: TContentRepo },
  query: z.output<typeof ZAdminContentQuery>,
): Promise<TAdminContentPage> {
  const { count, rows } = await deps.repo.page(query);
  return { count, page: query.page, size: query.size, results: rows.map(itemRow) };
}
