import { dec, type TAdminCurrency, type TLocale, type ZAdminReserveSet } from '@exchanger/core';
import type { z } from 'zod';
import type { TStaff } from '../../../lib/staff.js';
import type { TGated } from '../../approvals/index.js';
import type { TAdminCatalogueDeps } from './catalogue-deps.js';
import { findCurrency } from './currency-view.js';
import { correctReserve } from './correct-reserve.js';

/**
 * A reserve correction under the two-person rule (decision 024): one whose change |after − before|
 * is above the currency's approval threshold waits for a second administrator; any other is set
 * at once (`correctReserve`, which the approval runs too). A correction given as a signed
 * `delta` is measured by its size.
 */
export async function setReserveOrPropose(
  deps: Pick<TAdminCatalogueDeps, 'db' | 'repo' | 'reserves' | 'audit' | 'catalogue' | 'approvals'>,
  staff: TStaff,
  id: number,
  body: z.output<typeof ZAdminReserveSet>,
  locale: TLocale,
): Promise<TGated<TAdminCurrency>> {
  // Neither or both of `reserve` and `delta`: refused as a correction would refuse it (400).
  if ((body.reserve === undefined) === (body.delta === undefined))
    return { done: await correctReserve(deps, staff, id, body, locale) };
  const row = await findCurrency(deps.repo, id);
  const delta =
    body.delta !== undefined ? dec(body.delta) : dec(body.reserve ?? row.reserve).minus(dec(row.reserve));
  return deps.approvals.runOrPropose(
    staff,
    {
      kind: 'reserve',
      target: String(id),
      currencyId: id,
      amount: delta.abs().toFixed(),
      // Approved later, the correction moves the reserve by the change proposed now, whatever
      // has moved it since; the asked-for figure is kept to be shown.
      payload: {
        delta: delta.toFixed(),
        ...(body.reserve !== undefined ? { reserve: body.reserve } : {}),
        reason: body.reason,
      },
    },
    () => correctReserve(deps, staff, id, body, locale),
  );
}
