import { dec, type TAdminCurrency, type TLocale, type ZAdminReserveSet } from '@exchanger/core';
import type { z } from 'zod';
import type { TStaff } from '../../../lib/staff.js';
import type { TGated } from '../../approvals/index.js';
import type { TAdminCatalogueDeps } from './catalogue-deps.js';
import { findCurrency } from './currency-view.js';
import { setReserve } from './set-reserve.js';

/**
 * A reserve correction under the two-person rule (decision 024): one whose change |after − before|
 * is above the currency's approval threshold waits for a second administrator; any other is set
 * at once (`setReserve`, which the approval runs too).
 */
export async function setReserveOrPropose(
  deps: Pick<TAdminCatalogueDeps, 'db' | 'repo' | 'audit' | 'catalogue' | 'approvals'>,
  staff: TStaff,
  id: number,
  body: z.output<typeof ZAdminReserveSet>,
  locale: TLocale,
): Promise<TGated<TAdminCurrency>> {
  const row = await findCurrency(deps.repo, id);
  return deps.approvals.runOrPropose(
    staff,
    {
      kind: 'reserve',
      target: String(id),
      currencyId: id,
      amount: dec(body.reserve).minus(dec(row.reserve)).abs().toFixed(),
      payload: { reserve: body.reserve, reason: body.reason },
    },
    () => setReserve(deps, staff, id, body, locale),
  );
}
