import { dec, type TAdminDirection, type TLocale, type ZAdminDirectionUpdate } from '@exchanger/core';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import type { TStaff } from '../../../lib/staff.js';
import type { TAdminCatalogueDeps } from './catalogue-deps.js';
import { getDirection } from './list-directions.js';

/**
 * Changes a direction's terms (course, margin, limits, bonus, notices, congestion, lifetime,
 * verification) or switches it. The direction's row is locked while the new limits are checked
 * against the stored ones; the change, its audit entry and the version move together, and the
 * calculator serves the new terms at once.
 */
export async function updateDirection(
  deps: Pick<TAdminCatalogueDeps, 'db' | 'repo' | 'audit' | 'catalogue'>,
  staff: TStaff,
  id: number,
  body: z.output<typeof ZAdminDirectionUpdate>,
  locale: TLocale,
): Promise<TAdminDirection> {
  const { reason, ...change } = body;
  if (Object.keys(change).length === 0)
    throw new AppError('validation_error', 'validation_error', {
      fields: { active: ['change_required'] },
    });
  await deps.db.transaction(async (tx) => {
    const row = await deps.repo.lockDirection(tx, id);
    if (!row) throw new AppError('not_found', 'direction_unavailable');
    if (change.manualCourse !== undefined && row.courseSource !== 'manual')
      throw new AppError('validation_error', 'validation_error', {
        fields: { manualCourse: ['course_not_manual'] },
      });
    if (change.manualCourse !== undefined && dec(change.manualCourse).lte(0))
      throw new AppError('validation_error', 'validation_error', {
        fields: { manualCourse: ['course_positive'] },
      });
    const min = (k: 'from' | 'to') => (change[`${k}Min`] === undefined ? row[`${k}Min`] : change[`${k}Min`]);
    const max = (k: 'from' | 'to') => (change[`${k}Max`] === undefined ? row[`${k}Max`] : change[`${k}Max`]);
    for (const k of ['from', 'to'] as const) {
      const lo = min(k);
      const hi = max(k);
      if (lo !== null && lo !== undefined && hi !== null && hi !== undefined && dec(lo).gt(dec(hi)))
        throw new AppError('validation_error', 'validation_error', {
          fields: { [`${k}Max`]: ['max_below_min'] },
        });
    }
    await deps.repo.updateDirection(tx, id, change);
    await deps.audit.record(
      {
        actorId: staff.id,
        action: 'direction.update',
        targetType: 'direction',
        targetId: String(id),
        reason,
        details: {
          before: Object.fromEntries(Object.keys(change).map((k) => [k, row[k as keyof typeof row]])),
          after: change,
        },
      },
      tx,
    );
    await deps.repo.bumpVersion(tx);
  });
  await deps.catalogue.reload();
  return getDirection(deps, id, locale);
}
