import { dec, type TAdminCurrency, type TLocale } from '@exchanger/core';
import { AppError } from '../../../lib/app-error.js';
import type { TStaff } from '../../../lib/staff.js';
import { invalid, plain, type TAdminCatalogueDeps } from './catalogue-deps.js';
import { currencySummary, findCurrency } from './currency-view.js';

/** A correction: the new reserve (the movement is the difference) or the signed change, and why. */
export interface TReserveCorrection {
  reserve?: string | undefined;
  delta?: string | undefined;
  reason: string;
}

const RESERVE_LIMIT = dec('100000000000000000000');

/**
 * An administrator's correction of a currency's reserve, with a reason (docs/decisions/021): a
 * `correction` movement of the ledger, audited in its transaction. Given as the new reserve, the
 * correction is the difference, computed on the locked row; given as a signed `delta`, it is
 * that. A correction that would leave less than open claims hold is refused (409,
 * `reserve_below_held`, naming the field); one that changes nothing records nothing.
 */
export async function correctReserve(
  deps: Pick<TAdminCatalogueDeps, 'db' | 'repo' | 'reserves' | 'audit' | 'catalogue'>,
  staff: TStaff,
  currencyId: number,
  change: TReserveCorrection,
  locale: TLocale = 'ru',
): Promise<TAdminCurrency> {
  if (change.reserve === undefined && change.delta === undefined)
    throw invalid('reserve', 'reserve_change_required');
  if (change.reserve !== undefined && change.delta !== undefined)
    throw invalid('delta', 'reserve_change_ambiguous');
  const field = change.reserve !== undefined ? 'reserve' : 'delta';
  const moved = await deps.db.transaction(async (tx) => {
    const row = await deps.repo.lockCurrency(tx, currencyId);
    if (!row) throw new AppError('not_found', 'currency_unknown');
    const delta =
      change.reserve !== undefined ? dec(change.reserve).minus(dec(row.reserve)) : dec(change.delta ?? '0');
    if (delta.eq(0)) return false;
    // What `numeric(38,18)` holds: 20 digits before the point.
    if (dec(row.reserve).plus(delta).abs().gte(RESERVE_LIMIT)) throw invalid(field, 'reserve_too_large');
    const { reserve } = await deps.reserves.move(
      tx,
      {
        currencyId,
        kind: 'correction',
        amount: delta.toFixed(),
        actorId: staff.id,
        reason: change.reason,
      },
      { field },
    );
    await deps.audit.record(
      {
        actorId: staff.id,
        action: 'currency.reserve',
        targetType: 'currency',
        targetId: String(currencyId),
        reason: change.reason,
        details: {
          code: row.code,
          before: plain(row.reserve),
          after: plain(reserve),
          delta: plain(delta.toFixed()),
        },
      },
      tx,
    );
    return true;
  });
  if (moved) await deps.catalogue.refreshHolds();
  return currencySummary(await findCurrency(deps.repo, currencyId), locale);
}
