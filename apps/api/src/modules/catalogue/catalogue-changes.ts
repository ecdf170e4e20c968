/**
 * Brings the catalogue data a process holds up to date with the rows changed since (docs/decisions/
 * 040-incremental-catalogue.md): changed rows replace the held ones by key, new ones join in the
 * order a full load gives, and what moved is named for the snapshot's incremental update. Pure.
 */
import type { TCatalogueChanges, TCatalogueData } from './catalogue.repo.js';
import type { TTouched } from './snapshot.js';

function inOrder<T>(rows: readonly T[], order: (a: T, b: T) => number): boolean {
  for (let i = 1; i < rows.length; i += 1) if (order(rows[i - 1] as T, rows[i] as T) > 0) return false;
  return true;
}

/** `rows` with `changed` put in (replacing rows of the same key), in `order`. */
function merged<T>(
  rows: readonly T[],
  changed: readonly T[],
  keyOf: (row: T) => string | number,
  order?: (a: T, b: T) => number,
): T[] {
  if (changed.length === 0) return rows as T[];
  const at = new Map(rows.map((row, index) => [keyOf(row), index]));
  const next = [...rows];
  for (const row of changed) {
    const index = at.get(keyOf(row));
    if (index === undefined) {
      at.set(keyOf(row), next.length);
      next.push(row);
    } else next[index] = row;
  }
  if (order && !inOrder(next, order)) next.sort(order);
  return next;
}

/**
 * `rows` (ordered by id) with `changed` put in, found by bisection: thousands of directions, a few
 * changed, no index of them all made per change.
 */
function mergedById<T extends { id: number }>(rows: readonly T[], changed: readonly T[]): T[] {
  if (changed.length === 0) return rows as T[];
  const next = rows.slice();
  const added: T[] = [];
  for (const row of changed) {
    let lo = 0;
    let hi = next.length - 1;
    let at = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const id = (next[mid] as T).id;
      if (id === row.id) {
        at = mid;
        break;
      }
      if (id < row.id) lo = mid + 1;
      else hi = mid - 1;
    }
    if (at >= 0) next[at] = row;
    else added.push(row);
  }
  next.push(...added);
  if (added.length > 0 && !inOrder(next, (a, b) => a.id - b.id)) next.sort((a, b) => a.id - b.id);
  return next;
}

const bySortThenId = (a: { sort: number; id: number }, b: { sort: number; id: number }) =>
  a.sort - b.sort || a.id - b.id;

export function mergeChanges(
  data: TCatalogueData,
  changes: TCatalogueChanges,
): { data: TCatalogueData; touched: TTouched } {
  const currencyCities = new Map(data.currencyCities);
  for (const [currencyId, cityIds] of changes.currencyCities) {
    if (cityIds.length === 0) currencyCities.delete(currencyId);
    else currencyCities.set(currencyId, cityIds);
  }
  // Sorted again only when out of order (a full load's order: directions by id, the others by
  // their sort and id).
  const directions = mergedById(data.directions, changes.directions);
  return {
    data: {
      version: Math.max(data.version, changes.version),
      currencies: merged(data.currencies, changes.currencies, (c) => c.id, bySortThenId),
      cities: merged(data.cities, changes.cities, (c) => c.id, bySortThenId),
      currencyCities,
      directions,
      quotes: merged(data.quotes, changes.quotes, (q) => `${q.feedId}:${q.symbol}`),
    },
    touched: {
      currencies: new Set(changes.currencies.map((c) => c.id)),
      directions: new Set(changes.directions.map((d) => d.id)),
      cities: new Set(changes.cities.map((c) => c.id)),
      quotes: new Set(changes.quotes.map((q) => `${q.feedId}:${q.symbol}`)),
    },
  };
}
