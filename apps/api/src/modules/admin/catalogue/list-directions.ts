import type { TAdminDirection, TLocale } from '@exchanger/core';
import { AppError } from '../../../lib/app-error.js';
import { pairKey } from '../../catalogue/index.js';
import { plain, plainOrNull, type TAdminCatalogueDeps } from './catalogue-deps.js';

type TDirectionReadDeps = Pick<TAdminCatalogueDeps, 'repo' | 'catalogue'>;

/** Directions (or the one with id `only`) with their terms and the course the calculator serves now. */
export async function listDirections(
  deps: TDirectionReadDeps,
  locale: TLocale,
  only?: number,
): Promise<TAdminDirection[]> {
  const rows = await deps.repo.directions(only);
  const snapshot = deps.catalogue.snapshot();
  const side = (id: number) => {
    const c = snapshot.currenciesById.get(id);
    return { id, code: c?.code ?? '', name: c?.name[locale] ?? '' };
  };
  return rows.map((d) => ({
    id: d.id,
    from: side(d.fromId),
    to: side(d.toId),
    active: d.active,
    courseSource: d.courseSource,
    manualCourse: plainOrNull(d.manualCourse),
    courseFormula: d.courseFormula,
    marginPercent: plain(d.marginPercent),
    course:
      (snapshot.live.get(pairKey(d.fromId, d.toId)) ?? snapshot.withheld.get(pairKey(d.fromId, d.toId)))
        ?.terms.course ?? null,
    fromMin: plainOrNull(d.fromMin),
    fromMax: plainOrNull(d.fromMax),
    toMin: plainOrNull(d.toMin),
    toMax: plainOrNull(d.toMax),
    bonus: plain(d.bonus),
    notify: d.notify,
    congestionFrom: d.congestionFrom,
    congestionTo: d.congestionTo,
    lifetimeMinutes: d.lifetimeMinutes,
    verificationRequired: d.verificationRequired,
    humanCheck: d.humanCheck,
  }));
}

/** One direction as the list shows it, or 404. */
export async function getDirection(
  deps: TDirectionReadDeps,
  id: number,
  locale: TLocale,
): Promise<TAdminDirection> {
  const list = await listDirections(deps, locale, id);
  const found = list[0];
  if (!found) throw new AppError('not_found', 'direction_unavailable');
  return found;
}
