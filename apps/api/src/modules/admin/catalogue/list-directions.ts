import type {
  TAdminDirection,
  TAdminDirectionPage,
  TLocale,
  ZAdminDirectionPageQuery,
} from '@exchanger/core';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import { pairKey, type TDirectionRow } from '../../catalogue/index.js';
import { plain, plainOrNull, type TAdminCatalogueDeps } from './catalogue-deps.js';

type TDirectionReadDeps = Pick<TAdminCatalogueDeps, 'repo' | 'catalogue'>;

/** Directions (or the one with id `only`) with their terms and the course the calculator serves now. */
export async function listDirections(
  deps: TDirectionReadDeps,
  locale: TLocale,
  only?: number,
): Promise<TAdminDirection[]> {
  return directionViews(deps, await deps.repo.directions(only), locale);
}

/**
 * A page of directions (docs/decisions/042-direction-files.md#lists): `q` finds the currencies
 * whose code or name (in either language) holds it, in the snapshot's currencies, and the page is
 * read by the pair's index; "unavailable" is a switched-on direction the calculator cannot quote now.
 */
export async function pageDirections(
  deps: TDirectionReadDeps,
  locale: TLocale,
  query: z.output<typeof ZAdminDirectionPageQuery>,
): Promise<TAdminDirectionPage> {
  const snapshot = deps.catalogue.snapshot();
  const q = query.q?.toLowerCase();
  const currencyIds = q
    ? [...snapshot.currenciesById.values()]
        .filter((c) => [c.code, c.name.ru, c.name.en].some((text) => text.toLowerCase().includes(q)))
        .map((c) => c.id)
    : null;
  const { page, size } = query;
  if (currencyIds?.length === 0) return { count: 0, page, size, results: [] };
  // The directions the snapshot priced to nothing (switched off, or no course now): usually a
  // few, where the quotable ones are thousands.
  let unquoted: number[] | undefined;
  if (query.state === 'unavailable') {
    unquoted = [];
    for (const [id, priced] of snapshot.state.priced) if (priced === null) unquoted.push(id);
    if (unquoted.length === 0) return { count: 0, page, size, results: [] };
  }
  const { count, rows } = await deps.repo.directionsPage({
    currencyIds,
    active: query.state === undefined ? undefined : query.state !== 'inactive',
    only: unquoted,
    offset: (page - 1) * size,
    limit: size,
  });
  return { count, page, size, results: directionViews(deps, rows, locale) };
}

function directionViews(deps: TDirectionReadDeps, rows: TDirectionRow[], locale: TLocale): TAdminDirection[] {
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
