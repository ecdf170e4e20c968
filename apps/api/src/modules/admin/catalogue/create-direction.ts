import { type TAdminDirection, type TLocale, type ZAdminDirectionCreate } from '@exchanger/core';
import type { z } from 'zod';
import type { TMessageKey } from '../../../i18n/messages.js';
import { AppError } from '../../../lib/app-error.js';
import type { TStaff } from '../../../lib/staff.js';
import type { TAdminCatalogueDeps } from './catalogue-deps.js';
import { checkDirectionTerms } from './direction-terms.js';
import { getDirection } from './list-directions.js';

/**
 * Opens a direction between two currencies: a manual one with its course, a feed one with its
 * formula or, when none is given, the cross of both currencies' dollar formulas. One direction per
 * pair (409 naming the existing one). Audited, and served by the calculator at once.
 */
export async function createDirection(
  deps: Pick<TAdminCatalogueDeps, 'db' | 'repo' | 'audit' | 'catalogue'>,
  staff: TStaff,
  body: z.output<typeof ZAdminDirectionCreate>,
  locale: TLocale,
): Promise<TAdminDirection> {
  const { reason, ...input } = body;
  const fail = (field: string, key: TMessageKey) =>
    new AppError('validation_error', 'validation_error', { fields: { [field]: [key] } });
  if (input.fromId === input.toId) throw fail('toId', 'direction_same_currency');
  const from = await deps.repo.currency(input.fromId);
  const to = await deps.repo.currency(input.toId);
  if (!from) throw fail('fromId', 'currency_unknown');
  if (!to) throw fail('toId', 'currency_unknown');
  const checked = checkDirectionTerms(
    { ...input, manualCourse: input.manualCourse ?? null, courseFormula: input.courseFormula ?? null },
    from,
    to,
  );
  const first = checked.issues[0];
  if (first) throw fail(first.field, first.key);
  const { courseFormula } = checked;
  const id = await deps.db.transaction(async (tx) => {
    const existing = await deps.repo.directionIdOf(tx, input.fromId, input.toId);
    if (existing !== null) throw new AppError('conflict', 'direction_exists', { params: { id: existing } });
    const newId = await deps.repo.insertDirection(tx, {
      ...input,
      manualCourse: input.courseSource === 'manual' ? (input.manualCourse ?? null) : null,
      courseFormula,
    });
    if (newId === null) throw new Error('direction insert returned no row');
    await deps.audit.record(
      {
        actorId: staff.id,
        action: 'direction.create',
        targetType: 'direction',
        targetId: String(newId),
        reason,
        details: { from: from.code, to: to.code, courseSource: input.courseSource, courseFormula },
      },
      tx,
    );
    await deps.repo.bumpVersion(tx);
    return newId;
  });
  await deps.catalogue.reload();
  return getDirection(deps, id, locale);
}
