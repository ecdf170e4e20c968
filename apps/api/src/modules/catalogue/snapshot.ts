/**
 * The calculator snapshot (docs/architecture.md#catalogue): everything the calculator endpoints
 * answer, computed once from the catalogue, the rates and the holds, so a quote costs no database
 * round trip. Pure: built from data and a clock. Built whole at start; then brought up to date
 * incrementally (docs/decisions/040-incremental-catalogue.md): a change prices again only the
 * directions it touches, holds give new objects only to the directions whose reserve moved, and
 * everything else is the previous snapshot's objects, shared.
 */
import {
  logoUrls,
  applySignificant,
  dec,
  evaluateCourse,
  LOCALES,
  parseCourseFormula,
  toFixedString,
  toPlainString,
  type TCalculatorEntry,
  type TFilterTab,
  type TInputField,
  type TLocale,
  type TPair,
  type TFormulaFactor,
  type TPairTerms,
  type TReserve,
} from '@exchanger/core';
import type { TFieldDef } from '../../db/column-types.js';
import { PatchedMap } from '../../lib/patched-map.js';
import type { TCatalogueData, TCurrencyRow, TDirectionRow, TReserveFigures } from './catalogue.repo.js';

/** A direction that can be quoted right now, with everything a claim needs. */
export interface TLiveDirection {
  direction: TDirectionRow;
  from: TCurrencyRow;
  to: TCurrencyRow;
  course: string;
  terms: TPairTerms;
}

export interface TSnapshot {
  version: number;
  builtAt: number;
  /** When the first rate in use goes stale (ms since epoch); Infinity if none. */
  validUntil: number;
  entries: Record<TLocale, TCalculatorEntry[]>;
  /** Ids that can be sent, most useful first. */
  fromIds: number[];
  toIdsByFrom: Map<number, number[]>;
  live: ReadonlyMap<string, TLiveDirection>;
  /**
   * Directions priced but left out of `live` because their send currency cannot be received now
   * (a stalled chain): no quote or claim, but an operator still recomputes at their course.
   */
  withheld: ReadonlyMap<string, TLiveDirection>;
  pairs: ReadonlyMap<string, Record<TLocale, TPair>>;
  reserves: TReserve[];
  /** Available reserve per currency id. */
  available: Map<number, string>;
  currenciesById: Map<number, TCurrencyRow>;
  currenciesByCode: Map<string, TCurrencyRow>;
  /** Cities a (cash) currency is offered in. */
  citiesByCurrency: Map<number, number[]>;
  citiesById: Map<number, { id: number; code: string; name: { ru: string; en: string } }>;
  /**
   * `amount` of a currency in US dollars (cents, rounded down) by its `usd_formula` at the rates of
   * the snapshot; null when the currency has no formula or a rate it needs is missing or stale.
   */
  usdValueOf: (currencyId: number, amount: string) => string | null;
  /** What one unit of the currency is worth in US dollars now, exactly; null as for `usdValueOf`. */
  usdRateOf: (currencyId: number) => string | null;
  /** What the next incremental update starts from; not an answer of any endpoint. */
  readonly state: TBuildState;
}

/** A direction as priced: quotable (live or withheld) with its pair, or not quotable now. */
interface TPriced {
  /** Without the reserve (`terms.reserve` is null); `applyHolds` adds it. */
  live: TLiveDirection;
  withheld: boolean;
  /** Both locales' pair, reserve `'0'` until `applyHolds`. */
  pair: Record<TLocale, TPair>;
  /** When the first feed rate it is priced from goes stale (ms); Infinity for a manual course. */
  staleAt: number;
}

/** Kept from build to build: each direction as last priced, and who depends on what. */
export interface TBuildState {
  /** Direction id → as last priced (null: not quotable then). */
  priced: ReadonlyMap<number, TPriced | null>;
  /** Direction id → what the indexes know of it (currencies, course source, formula). */
  shapes: Map<number, string>;
  /** `feed:SYMBOL` → ids of the directions whose formula reads it (quotable or not). */
  bySymbol: Map<string, number[]>;
  /** Currency id → ids of the directions from or to it. */
  byCurrency: Map<number, number[]>;
  /** Parsed course formulas by their text (null: malformed). */
  formulas: Map<string, TFormulaFactor[] | null>;
  /** Each currency's side of the pairs' structure, shared by every pair it is in. */
  sides: TSides;
  unreceivable: ReadonlySet<number>;
  /** Before holds: `live` and `pairs` without reserves, whose objects `applyHolds` maps. */
  baseLive: ReadonlyMap<string, TLiveDirection>;
  basePairs: ReadonlyMap<string, Record<TLocale, TPair>>;
  /** When the first rate a quotable direction is priced from goes stale. */
  pricedValidUntil: number;
  usd: { rates: Map<number, string>; staleAt: number };
  /**
   * The keys this build gave new base objects, when it patched copies of the previous maps (the
   * same keys quotable as before); null when it made the maps anew.
   */
  patched: Set<string> | null;
}

/** What moved since the data a snapshot was built from (ids; quotes as `feed:SYMBOL`). */
export interface TTouched {
  currencies: ReadonlySet<number>;
  directions: ReadonlySet<number>;
  cities: ReadonlySet<number>;
  quotes: ReadonlySet<string>;
}

export const NOTHING_TOUCHED: TTouched = {
  currencies: new Set(),
  directions: new Set(),
  cities: new Set(),
  quotes: new Set(),
};

export const pairKey = (fromId: number, toId: number) => `${fromId}:${toId}`;

export interface TBuildOptions {
  now: number;
  /** How long a feed's quotes stay fresh (ms). */
  ttlOf: (feedId: string) => number;
  /**
   * Currencies that cannot be received now (watched on a stalled chain, docs/payments.md): their
   * directions are left out, as a direction whose rate went stale is.
   */
  unreceivable?: ReadonlySet<number>;
}

function toPlain(value: string | null): string | null {
  return value === null ? null : toPlainString(dec(value));
}

function inputField(field: TFieldDef, locale: TLocale, side: 'send' | 'receive'): TInputField {
  return {
    name: field.name,
    type: field.type,
    validator: field.validator,
    required: field.required,
    visible: side === 'send' ? field.onSend : field.onReceive,
    send: { header: field.send.header[locale], placeholder: field.send.placeholder[locale] },
    receive: { header: field.receive.header[locale], placeholder: field.receive.placeholder[locale] },
  };
}

/** One currency's side of a pair's structure: its input fields, networks and cities. */
type TSide = TPair['structure']['from'];

/**
 * The sides by currency, locale and side, each with what it was made from: the same for every pair
 * the currency is in, so 5,000 pairs hold 72 currencies' fields rather than 20,000 copies of them.
 * A currency's sides are replaced in place when it changes; currencies are switched off, never
 * deleted, so the map holds at most four sides a currency and needs no pruning.
 */
type TSides = Map<string, { row: TCurrencyRow; cityIds: readonly number[] | undefined; side: TSide }>;

/** Builds the whole snapshot from the data (at start, and in tests as the reference). */
export function buildSnapshot(
  data: TCatalogueData,
  holds: Map<number, TReserveFigures>,
  options: TBuildOptions,
): TSnapshot {
  return applyHolds(buildBase(data, options, null, NOTHING_TOUCHED), data, holds, null);
}

/**
 * The snapshot of `data` (which already holds the changes) from the previous one: the directions
 * that `touched` reaches, whose currencies cannot be received now or no longer, or whose rates went
 * stale by `options.now`, are priced again; every other direction keeps its objects. Equal to
 * `buildSnapshot(data, holds, options)` (a property test keeps it so).
 */
export function updateSnapshot(
  previous: TSnapshot,
  data: TCatalogueData,
  holds: Map<number, TReserveFigures>,
  options: TBuildOptions,
  touched: TTouched,
): TSnapshot {
  return applyHolds(buildBase(data, options, previous, touched), data, holds, previous);
}

/**
 * Recomputes what depends on the reserves and holds: available reserves and each direction's
 * reserve cap. `holds` is read after `data` (or later), so its reserve is the newer one. Given the
 * previous snapshot, only the directions whose base object or available reserve changed get new
 * objects, in copies of its maps: a claim touches the directions into the claim's currency.
 */
export function applyHolds(
  base: TSnapshot,
  data: TCatalogueData,
  holds: Map<number, TReserveFigures>,
  previous: TSnapshot | null,
): TSnapshot {
  const available = new Map<number, string>();
  for (const c of data.currencies) {
    const figures = holds.get(c.id);
    const free = dec(figures?.reserve ?? c.reserve).minus(dec(figures?.held ?? '0'));
    available.set(c.id, toPlainString(free.gt(0) ? free : dec(0)));
  }
  const { baseLive, basePairs, priced, byCurrency } = base.state;
  const reserveOf = (d: TLiveDirection) => available.get(d.to.id) ?? '0';
  const withReserve = (d: TLiveDirection, reserve: string): TLiveDirection => ({
    ...d,
    terms: { ...d.terms, reserve },
  });
  const pairWith = (byLocale: Record<TLocale, TPair>, reserve: string): Record<TLocale, TPair> => ({
    ru: { ...byLocale.ru, reserve },
    en: { ...byLocale.en, reserve },
  });

  const patched = previous === null ? null : base === previous ? new Set<string>() : base.state.patched;
  let live: ReadonlyMap<string, TLiveDirection>;
  let pairs: ReadonlyMap<string, Record<TLocale, TPair>>;
  if (previous && patched) {
    // The previous maps with the new objects laid over them, not copied (lib/patched-map.ts).
    const liveChanges = new Map<string, TLiveDirection>();
    const pairChanges = new Map<string, Record<TLocale, TPair>>();
    const redo = new Set(patched);
    for (const [currencyId, amount] of available) {
      if (previous.available.get(currencyId) === amount) continue;
      for (const id of byCurrency.get(currencyId) ?? []) {
        const p = priced.get(id);
        if (p && !p.withheld && p.live.to.id === currencyId) redo.add(pairKey(p.live.from.id, currencyId));
      }
    }
    for (const key of redo) {
      const d = baseLive.get(key);
      const byLocale = basePairs.get(key);
      if (!d || !byLocale) continue;
      const reserve = reserveOf(d);
      liveChanges.set(key, withReserve(d, reserve));
      pairChanges.set(key, pairWith(byLocale, reserve));
    }
    live = PatchedMap.of(previous.live, liveChanges);
    pairs = PatchedMap.of(previous.pairs, pairChanges);
  } else {
    const before = previous?.state;
    const allLive = new Map<string, TLiveDirection>();
    for (const [key, d] of baseLive) {
      const reserve = reserveOf(d);
      const kept = before?.baseLive.get(key) === d ? previous?.live.get(key) : undefined;
      allLive.set(key, kept?.terms.reserve === reserve ? kept : withReserve(d, reserve));
    }
    const allPairs = new Map<string, Record<TLocale, TPair>>();
    for (const [key, byLocale] of basePairs) {
      const reserve = allLive.get(key)?.terms.reserve ?? '0';
      const kept = before?.basePairs.get(key) === byLocale ? previous?.pairs.get(key) : undefined;
      allPairs.set(key, kept?.ru.reserve === reserve ? kept : pairWith(byLocale, reserve));
    }
    live = allLive;
    pairs = allPairs;
  }
  const reserves: TReserve[] = data.currencies
    .filter((c) => c.active)
    .map((c) => ({ id: c.id, currency: c.code, amount: available.get(c.id) ?? '0' }));
  return { ...base, live, pairs, reserves, available };
}

/** What the indexes know of a direction: a change of it rebuilds them. */
const shapeOf = (d: TDirectionRow) =>
  `${d.fromId}:${d.toId}:${d.courseSource}:${d.courseSource === 'manual' ? '' : (d.courseFormula ?? '')}`;

/** Indexes of the directions by the feed symbols they read and by their currencies. */
function indexDirections(
  directions: readonly TDirectionRow[],
  formulas: Map<string, TFormulaFactor[] | null>,
): Pick<TBuildState, 'shapes' | 'bySymbol' | 'byCurrency'> {
  const shapes = new Map<number, string>();
  const bySymbol = new Map<string, number[]>();
  const byCurrency = new Map<number, number[]>();
  const add = <K>(map: Map<K, number[]>, key: K, id: number) => {
    const list = map.get(key);
    if (list) list.push(id);
    else map.set(key, [id]);
  };
  for (const d of directions) {
    shapes.set(d.id, shapeOf(d));
    add(byCurrency, d.fromId, d.id);
    if (d.toId !== d.fromId) add(byCurrency, d.toId, d.id);
    if (d.courseSource === 'manual' || d.courseFormula === null) continue;
    for (const factor of parsedFormula(formulas, d.courseFormula) ?? [])
      add(bySymbol, `${factor.feedId}:${factor.symbol}`, d.id);
  }
  return { shapes, bySymbol, byCurrency };
}

function parsedFormula(
  formulas: Map<string, TFormulaFactor[] | null>,
  text: string,
): TFormulaFactor[] | null {
  let parsed = formulas.get(text);
  if (parsed === undefined) {
    try {
      parsed = parseCourseFormula(text);
    } catch {
      parsed = null;
    }
    formulas.set(text, parsed);
  }
  return parsed;
}

/** The direction of that id in `directions` (ordered by id), by bisection. */
function directionById(directions: readonly TDirectionRow[], id: number): TDirectionRow | undefined {
  let lo = 0;
  let hi = directions.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const d = directions[mid] as TDirectionRow;
    if (d.id === id) return d;
    if (d.id < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

/** The ids of the directions to price again: what `touched` reaches, and what went stale. */
function directionsToPrice(
  state: TBuildState,
  data: TCatalogueData,
  options: TBuildOptions,
  touched: TTouched,
): Set<number> {
  const again = new Set(touched.directions);
  const addAll = (ids: readonly number[] | undefined) => {
    for (const id of ids ?? []) again.add(id);
  };
  const unreceivable = options.unreceivable ?? new Set<number>();
  const currencies = new Set(touched.currencies);
  for (const id of unreceivable) if (!state.unreceivable.has(id)) currencies.add(id);
  for (const id of state.unreceivable) if (!unreceivable.has(id)) currencies.add(id);
  if (touched.cities.size > 0)
    for (const [currencyId, cityIds] of data.currencyCities)
      if (cityIds.some((id) => touched.cities.has(id))) currencies.add(currencyId);
  for (const id of currencies) addAll(state.byCurrency.get(id));
  for (const key of touched.quotes) addAll(state.bySymbol.get(key));
  if (state.pricedValidUntil <= options.now)
    for (const [id, priced] of state.priced) if (priced && priced.staleAt <= options.now) again.add(id);
  return again;
}

/** Where a priced direction is answered from: its key among the live or the withheld ones. */
const slotOf = (p: TPriced | null) =>
  p ? `${p.withheld ? 'withheld' : 'live'}:${pairKey(p.live.from.id, p.live.to.id)}` : null;

function buildBase(
  data: TCatalogueData,
  options: TBuildOptions,
  previousSnapshot: TSnapshot | null,
  touched: TTouched,
): TSnapshot {
  const previous = previousSnapshot?.state ?? null;
  const currenciesById = new Map(data.currencies.map((c) => [c.id, c]));
  const currenciesByCode = new Map(data.currencies.map((c) => [c.code, c]));
  const citiesById = new Map(data.cities.map((c) => [c.id, c]));
  const formulas = previous?.formulas ?? new Map<string, TFormulaFactor[] | null>();
  // A city renamed reaches every side it is in: the sides are made anew then.
  const sides: TSides = previous && touched.cities.size === 0 ? previous.sides : (new Map() as TSides);
  /** A currency's side, shared while its row and its cities are those it was made from. */
  const sideOf = (c: TCurrencyRow, locale: TLocale, s: 'send' | 'receive'): TSide => {
    const key = `${c.id}:${locale}:${s}`;
    const cityIds = data.currencyCities.get(c.id);
    const made = sides.get(key);
    if (made?.row === c && made.cityIds === cityIds) return made.side;
    const side: TSide = {
      input: c.fields.map((f) => inputField(f, locale, s)),
      currency: [{ id: c.id, code: c.code, name: c.name[locale] }],
      network: c.networkCode ? [{ code: c.networkCode, name: c.networkName ?? c.networkCode }] : [],
      city: (cityIds ?? []).flatMap((id) => {
        const city = citiesById.get(id);
        return city ? [{ id: city.id, name: city.name[locale] }] : [];
      }),
    };
    sides.set(key, { row: c, cityIds, side });
    return side;
  };
  const sameShapes =
    previous !== null &&
    [...touched.directions].every((id) => {
      const row = directionById(data.directions, id);
      return row !== undefined && previous.shapes.get(id) === shapeOf(row);
    });
  const indexes =
    previous && sameShapes
      ? { shapes: previous.shapes, bySymbol: previous.bySymbol, byCurrency: previous.byCurrency }
      : indexDirections(data.directions, formulas);

  const quotes = new Map(data.quotes.map((q) => [`${q.feedId}:${q.symbol}`, q]));
  /** A fresh rate, and when it goes stale, into `staleAt.value`. */
  const rateInto = (staleAt: { value: number }) => (feedId: string, symbol: string) => {
    const quote = quotes.get(`${feedId}:${symbol}`);
    if (!quote) return null;
    // Fresh while the source confirmed it less than the feed's TTL ago (see rates/rate-freshness.ts).
    const at = quote.fetchedAt.getTime() + options.ttlOf(feedId);
    if (at <= options.now) return null;
    staleAt.value = Math.min(staleAt.value, at);
    return quote.rate;
  };

  /**
   * A direction as priced now. Given how it was priced before: when its row, its currencies, its
   * course and where it is answered from are as they were (a feed confirmed its rate; the time
   * moved), the earlier objects are kept with the new staleness, so nothing downstream — the
   * maps, the serialized answers, the rates export — is made again.
   */
  const price = (direction: TDirectionRow, before: TPriced | null = null): TPriced | null => {
    const from = currenciesById.get(direction.fromId);
    const to = currenciesById.get(direction.toId);
    if (!direction.active || !from?.active || !to?.active) return null;
    const staleAt = { value: Number.POSITIVE_INFINITY };
    let course: string | null = null;
    if (direction.courseSource === 'manual') {
      course =
        direction.manualCourse && dec(direction.manualCourse).gt(0)
          ? applySignificant(dec(direction.manualCourse))
          : null;
    } else if (direction.courseFormula !== null) {
      const factors = parsedFormula(formulas, direction.courseFormula);
      if (factors) {
        try {
          course = evaluateCourse(factors, rateInto(staleAt), direction.marginPercent);
        } catch {
          course = null;
        }
      }
    }
    if (course === null) return null;
    const withheld = options.unreceivable?.has(from.id) ?? false;
    if (
      before &&
      touched.cities.size === 0 &&
      before.live.direction === direction &&
      before.live.from === from &&
      before.live.to === to &&
      before.live.course === course &&
      before.withheld === withheld
    )
      return before.staleAt === staleAt.value ? before : { ...before, staleAt: staleAt.value };
    const terms: TPairTerms = {
      course,
      from: { precision: from.precision, min: toPlain(direction.fromMin), max: toPlain(direction.fromMax) },
      to: { precision: to.precision, min: toPlain(direction.toMin), max: toPlain(direction.toMax) },
      reserve: null, // set by applyHolds
    };
    const live: TLiveDirection = { direction, from, to, course, terms };
    return {
      live,
      withheld,
      pair: buildPair(live, sideOf),
      staleAt: staleAt.value,
    };
  };

  // Price again what the change reaches; keep the rest. When every direction stays where it was
  // answered from (live or withheld, same key), the maps are copies of the previous ones with the
  // new objects put in, in the same order; otherwise they are made anew in the catalogue's order.
  let priced: ReadonlyMap<number, TPriced | null>;
  /** The directions priced again that stay where they were answered from; null: one moved. */
  let repriced: TPriced[] | null = null;
  let pricedValidUntil = Number.POSITIVE_INFINITY;
  if (previous) {
    const again = new Map<number, TPriced | null>();
    repriced = [];
    pricedValidUntil = previous.pricedValidUntil;
    let minimumLeft = false;
    for (const id of directionsToPrice(previous, data, options, touched)) {
      const row = directionById(data.directions, id);
      if (!row) continue;
      const before = previous.priced.get(id) ?? null;
      const p = price(row, before);
      if (p !== before) again.set(id, p);
      if (before && before.staleAt <= previous.pricedValidUntil) minimumLeft = true;
      if (p) pricedValidUntil = Math.min(pricedValidUntil, p.staleAt);
      if (slotOf(before) !== slotOf(p)) repriced = null;
      // Kept objects stay where they are in the maps.
      else if (p && repriced && p.live !== before?.live) repriced.push(p);
    }
    priced = PatchedMap.of(previous.priced, again);
    if (minimumLeft) {
      pricedValidUntil = Number.POSITIVE_INFINITY;
      for (const p of priced.values()) if (p) pricedValidUntil = Math.min(pricedValidUntil, p.staleAt);
    }
  } else {
    const all = new Map<number, TPriced | null>();
    for (const direction of data.directions) {
      const p = price(direction);
      all.set(direction.id, p);
      if (p) pricedValidUntil = Math.min(pricedValidUntil, p.staleAt);
    }
    priced = all;
  }

  // Patched: the previous maps with the new objects laid over them (lib/patched-map.ts).
  const liveSet = new Map<string, TLiveDirection>();
  const withheldSet = new Map<string, TLiveDirection>();
  const pairsSet = new Map<string, Record<TLocale, TPair>>();
  /** Puts a quotable direction in the maps; its key when it is live. */
  const place = (p: TPriced): string | null => {
    const key = pairKey(p.live.from.id, p.live.to.id);
    if (p.withheld) {
      withheldSet.set(key, p.live);
      return null;
    }
    liveSet.set(key, p.live);
    pairsSet.set(key, p.pair);
    return key;
  };
  let patched: Set<string> | null = null;
  let live: ReadonlyMap<string, TLiveDirection> = liveSet;
  let withheld: ReadonlyMap<string, TLiveDirection> = withheldSet;
  let pairs: ReadonlyMap<string, Record<TLocale, TPair>> = pairsSet;
  if (previousSnapshot && repriced) {
    patched = new Set();
    for (const p of repriced) {
      const key = place(p);
      if (key !== null) patched.add(key);
    }
    live = PatchedMap.of(previousSnapshot.state.baseLive, liveSet);
    withheld = PatchedMap.of(previousSnapshot.withheld, withheldSet);
    pairs = PatchedMap.of(previousSnapshot.state.basePairs, pairsSet);
  } else {
    for (const direction of data.directions) {
      const p = priced.get(direction.id);
      if (p) place(p);
    }
  }

  // One USD rate per currency (loyalty volume, referral accruals), with the same freshness rule.
  let usd = previous?.usd;
  if (!usd || touched.quotes.size > 0 || touched.currencies.size > 0 || usd.staleAt <= options.now) {
    const usdStaleAt = { value: Number.POSITIVE_INFINITY };
    const rates = new Map<number, string>();
    for (const c of data.currencies) {
      if (c.usdFormula === null) continue;
      const factors = parsedFormula(formulas, c.usdFormula);
      if (!factors) continue; // A malformed formula values nothing, as a malformed course prices nothing.
      try {
        const value = evaluateCourse(factors, rateInto(usdStaleAt), '0');
        if (value !== null) rates.set(c.id, value);
      } catch {
        // As above.
      }
    }
    usd = { rates, staleAt: usdStaleAt.value };
  }
  const usdRates = usd.rates;
  const usdValueOf = (currencyId: number, amount: string): string | null => {
    const rate = usdRates.get(currencyId);
    return rate === undefined ? null : toFixedString(dec(amount).times(rate), 2, 'down');
  };
  const usdRateOf = (currencyId: number): string | null => usdRates.get(currencyId) ?? null;

  // The pickers: unchanged while the same directions are quotable and no currency changed.
  const keep = previousSnapshot && patched && touched.currencies.size === 0;
  const { toIdsByFrom, fromIds, entries } = keep ? previousSnapshot : pickers(data, currenciesById, live);

  const state: TBuildState = {
    priced,
    ...indexes,
    formulas,
    sides,
    unreceivable: options.unreceivable ?? new Set(),
    baseLive: live,
    basePairs: pairs,
    pricedValidUntil,
    usd,
    patched,
  };
  return {
    version: data.version,
    builtAt: options.now,
    validUntil: Math.min(pricedValidUntil, usd.staleAt),
    entries,
    fromIds,
    toIdsByFrom,
    live,
    withheld,
    pairs,
    reserves: [],
    available: new Map(),
    currenciesById,
    currenciesByCode,
    citiesByCurrency: data.currencyCities,
    citiesById,
    usdValueOf,
    usdRateOf,
    state,
  };
}

/** The sending order, what each currency can be exchanged to, and the pickers' entries. */
function pickers(
  data: TCatalogueData,
  currenciesById: Map<number, TCurrencyRow>,
  live: ReadonlyMap<string, TLiveDirection>,
): Pick<TSnapshot, 'toIdsByFrom' | 'fromIds' | 'entries'> {
  const toIdsByFrom = new Map<number, number[]>();
  const bySort = (a: number, b: number) => {
    const ca = currenciesById.get(a);
    const cb = currenciesById.get(b);
    return (ca?.sort ?? 0) - (cb?.sort ?? 0) || a - b;
  };
  const receivable = new Set<number>();
  for (const d of live.values()) {
    const list = toIdsByFrom.get(d.from.id);
    if (list) list.push(d.to.id);
    else toIdsByFrom.set(d.from.id, [d.to.id]);
    receivable.add(d.to.id);
  }
  for (const list of toIdsByFrom.values()) list.sort(bySort);
  const fromIds = [...toIdsByFrom.keys()].sort(bySort);

  // Picker entries: one per group (a coin on several networks is one entry).
  const groups = new Map<string, TCurrencyRow[]>();
  for (const c of data.currencies) {
    if (!c.active) continue;
    groups.set(c.groupKey, [...(groups.get(c.groupKey) ?? []), c]);
  }
  const entries = {} as Record<TLocale, TCalculatorEntry[]>;
  for (const locale of LOCALES) {
    entries[locale] = [...groups.values()].map((members) => {
      const first = members[0] as TCurrencyRow;
      return {
        ids: members.map((m) => m.id),
        name: members.length > 1 ? first.ticker : first.name[locale],
        currency: members.map((m) => m.code),
        logo: logoUrls(first.logo),
        filter: [...new Set(members.flatMap((m) => m.filters))] as TFilterTab[],
        send: { visible: members.some((m) => toIdsByFrom.has(m.id)) },
        receive: { visible: members.some((m) => receivable.has(m.id)) },
      };
    });
  }
  return { toIdsByFrom, fromIds, entries };
}

/** A direction's pair answer in both locales (reserve `'0'` until `applyHolds`). */
function buildPair(
  d: TLiveDirection,
  sideOf: (c: TCurrencyRow, locale: TLocale, s: 'send' | 'receive') => TSide,
): Record<TLocale, TPair> {
  const byLocale = {} as Record<TLocale, TPair>;
  for (const locale of LOCALES) {
    byLocale[locale] = {
      course: d.course,
      bonus: toPlainString(dec(d.direction.bonus)),
      notify: d.direction.notify[locale],
      from: {
        id: d.from.id,
        currency: d.from.ticker,
        min: d.terms.from.min,
        max: d.terms.from.max,
        roundCalculator: d.from.precision,
        notify: d.direction.notifyFrom[locale],
      },
      to: {
        id: d.to.id,
        currency: d.to.ticker,
        min: d.terms.to.min,
        max: d.terms.to.max,
        roundCalculator: d.to.precision,
        notify: d.direction.notifyTo[locale],
      },
      structure: {
        from: sideOf(d.from, locale, 'send'),
        to: sideOf(d.to, locale, 'receive'),
        congestion: {
          from: d.direction.congestionFrom,
          to: d.direction.congestionTo,
          text:
            d.direction.congestionFrom || d.direction.congestionTo ? d.direction.congestionText[locale] : '',
        },
      },
      lifetimeMinutes: d.direction.lifetimeMinutes,
      reserve: '0',
      verificationRequired: d.direction.verificationRequired,
      humanCheck: d.direction.humanCheck,
    };
  }
  return byLocale;
}
