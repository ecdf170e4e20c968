import { dec, type TAdminCurrency, type TLocale, type ZAdminReserveSet } from '@exchanger/core';
import type { z } from 'zod';
import type { TDbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { TStaff } from '../../../lib/staff.js';
import { plain, type TAdminCatalogueDeps } from './catalogue-deps.js';
import { currencySummary, findCurrency } from './currency-view.js';

/**
 * Sets a currency's reserve, with the reason kept in its history. The row is locked as claim
 * creations lock it, so the check that the new reserve still covers what open claims hold is
 * exact; a lower value is refused (409). The same value changes nothing. `inTx` runs first in the
 * change's transaction (an approved proposal is marked there, decision 024).
 */
export async function setReserve(
  deps: Pick<TAdminCatalogueDeps, 'db' | 'repo' | 'audit' | 'catalogue'>,
  staff: TStaff,
  id: number,
  body: z.output<typeof ZAdminReserveSet>,
  locale: TLocale,
  inTx?: (tx: TDbOrTx) => Promise<void>,
): Promise<TAdminCurrency> {
  await deps.db.transaction(async (tx) => {
    await inTx?.(tx);
    const row = await deps.repo.lockCurrency(tx, id);
    if (!row) throw new AppError('not_found', 'currency_unknown');
    if (dec(body.reserve).lt(dec(row.held)))
      throw new AppError('conflict', 'reserve_below_held', {
        params: { held: plain(row.held), currency: row.ticker },
        fields: { reserve: ['reserve_below_held'] },
      });
    if (dec(body.reserve).eq(dec(row.reserve))) return;
    await deps.repo.setReserve(tx, {
      currencyId: id,
      before: row.reserve,
      after: body.reserve,
      actorId: staff.id,
      reason: body.reason,
    });
    await deps.audit.record(
      {
        actorId: staff.id,
        action: 'currency.reserve',
        targetType: 'currency',
        targetId: String(id),
        reason: body.reason,
        details: { code: row.code, before: plain(row.reserve), after: plain(body.reserve) },
      },
      tx,
    );
    await deps.repo.bumpVersion(tx);
  });
  await deps.catalogue.reload();
  return currencySummary(await findCurrency(deps.repo, id), locale);
}
