import type { TAdminReserveHistory } from '@exchanger/core';
import type { TCatalogueRepo } from '../../catalogue/index.js';
import { plain } from './catalogue-deps.js';

/** The history of a currency's reserve, newest first, with who changed it and why. */
export async function reserveHistory(
  deps: { repo: Pick<TCatalogueRepo, 'reserveHistory'> },
  id: number,
  page: { page: number; size: number },
): Promise<TAdminReserveHistory> {
  const { count, rows } = await deps.repo.reserveHistory(id, page);
  return {
    count,
    page: page.page,
    size: page.size,
    results: rows.map(({ row, actor }) => ({
      id: row.id,
      before: plain(row.before),
      after: plain(row.after),
      actor,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
