/**
 * The calculator snapshot (docs/architecture.md#catalogue): everything the calculator endpoints
 * answer, computed once from the catalogue, the rates and the holds, so a quote costs no database
 * round trip. Pure: built from data and a clock; rebuilt when the catalogue version moves, when
 * holds change and when the first rate it relies on goes stale.
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
  type TPairTerms,
  type TReserve,
} from '@exchanger/core';
import type { TFieldDef } from '../../db/column-types.js';
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
  live: Map<string, TLiveDirection>;
  /**
   * Directions priced but left out of `live` because their send currency cannot be received now
   * (a stalled chain): no quote or claim, but an operator still recomputes at their course.
   */
  withheld: Map<string, TLiveDirection>;
  pairs: Map<string, Record<TLocale, TPair>>;
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
}

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

/**
 * Builds the snapshot: the part that depends on the catalogue and the rates (`buildBase`), then
 * the part that depends on the holds (`applyHolds`), which alone is redone when claims move the
 * holds — cheap enough to do at every claim.
 */
export function buildSnapshot(
  data: TCatalogueData,
  holds: Map<number, TReserveFigures>,
  options: TBuildOptions,
): TSnapshot {
  return applyHolds(buildBase(data, options), data, holds);
}

/**
 * Recomputes what depends on the reserves and holds: available reserves and each direction's
 * reserve cap. `holds` is read after `data` (or later), so its reserve is the newer one.
 */
export function applyHolds(
  base: TSnapshot,
  data: TCatalogueData,
  holds: Map<number, TReserveFigures>,
): TSnapshot {
  const available = new Map<number, string>();
  for (const c of data.currencies) {
    const figures = holds.get(c.id);
    const free = dec(figures?.reserve ?? c.reserve).minus(dec(figures?.held ?? '0'));
    available.set(c.id, toPlainString(free.gt(0) ? free : dec(0)));
  }
  const live = new Map<string, TLiveDirection>();
  for (const [key, d] of base.live) {
    const terms = { ...d.terms, reserve: available.get(d.to.id) ?? '0' };
    live.set(key, { ...d, terms });
  }
  const pairs = new Map<string, Record<TLocale, TPair>>();
  for (const [key, byLocale] of base.pairs) {
    const reserve = live.get(key)?.terms.reserve ?? '0';
    pairs.set(key, { ru: { ...byLocale.ru, reserve }, en: { ...byLocale.en, reserve } });
  }
  const reserves: TReserve[] = data.currencies
    .filter((c) => c.active)
    .map((c) => ({ id: c.id, currency: c.code, amount: available.get(c.id) ?? '0' }));
  return { ...base, live, pairs, reserves, available };
}

function buildBase(data: TCatalogueData, options: TBuildOptions): TSnapshot {
  const currenciesById = new Map(data.currencies.map((c) => [c.id, c]));
  const currenciesByCode = new Map(data.currencies.map((c) => [c.code, c]));
  const citiesById = new Map(data.cities.map((c) => [c.id, c]));

  let validUntil = Number.POSITIVE_INFINITY;
  const quotes = new Map(data.quotes.map((q) => [`${q.feedId}:${q.symbol}`, q]));
  const rate = (feedId: string, symbol: string): string | null => {
    const quote = quotes.get(`${feedId}:${symbol}`);
    if (!quote) return null;
    // Fresh while the source confirmed it less than the feed's TTL ago (see rates/rate-freshness.ts).
    const staleAt = quote.fetchedAt.getTime() + options.ttlOf(feedId);
    if (staleAt <= options.now) return null;
    validUntil = Math.min(validUntil, staleAt);
    return quote.rate;
  };

  const live = new Map<string, TLiveDirection>();
  const withheld = new Map<string, TLiveDirection>();
  for (const direction of data.directions) {
    const from = currenciesById.get(direction.fromId);
    const to = currenciesById.get(direction.toId);
    if (!direction.active || !from?.active || !to?.active) continue;
    let course: string | null = null;
    if (direction.courseSource === 'manual') {
      course =
        direction.manualCourse && dec(direction.manualCourse).gt(0)
          ? applySignificant(dec(direction.manualCourse))
          : null;
    } else if (direction.courseFormula !== null) {
      try {
        course = evaluateCourse(parseCourseFormula(direction.courseFormula), rate, direction.marginPercent);
      } catch {
        course = null;
      }
    }
    if (course === null) continue;
    const terms: TPairTerms = {
      course,
      from: { precision: from.precision, min: toPlain(direction.fromMin), max: toPlain(direction.fromMax) },
      to: { precision: to.precision, min: toPlain(direction.toMin), max: toPlain(direction.toMax) },
      reserve: null, // set by applyHolds
    };
    (options.unreceivable?.has(from.id) ? withheld : live).set(pairKey(from.id, to.id), {
      direction,
      from,
      to,
      course,
      terms,
    });
  }

  // One USD rate per currency (loyalty volume, referral accruals), with the same freshness rule.
  const usdRates = new Map<number, string>();
  for (const c of data.currencies) {
    if (c.usdFormula === null) continue;
    try {
      const usd = evaluateCourse(parseCourseFormula(c.usdFormula), rate, '0');
      if (usd !== null) usdRates.set(c.id, usd);
    } catch {
      // A malformed formula values nothing, as a malformed course prices nothing.
    }
  }
  const usdValueOf = (currencyId: number, amount: string): string | null => {
    const usd = usdRates.get(currencyId);
    return usd === undefined ? null : toFixedString(dec(amount).times(usd), 2, 'down');
  };
  const usdRateOf = (currencyId: number): string | null => usdRates.get(currencyId) ?? null;

  const toIdsByFrom = new Map<number, number[]>();
  const bySort = (a: number, b: number) => {
    const ca = currenciesById.get(a);
    const cb = currenciesById.get(b);
    return (ca?.sort ?? 0) - (cb?.sort ?? 0) || a - b;
  };
  for (const d of live.values()) toIdsByFrom.set(d.from.id, [...(toIdsByFrom.get(d.from.id) ?? []), d.to.id]);
  for (const list of toIdsByFrom.values()) list.sort(bySort);
  const fromIds = [...toIdsByFrom.keys()].sort(bySort);
  const receivable = new Set([...live.values()].map((d) => d.to.id));

  const pairs = new Map<string, Record<TLocale, TPair>>();
  for (const [key, d] of live) {
    const byLocale = {} as Record<TLocale, TPair>;
    for (const locale of LOCALES) {
      const side = (c: TCurrencyRow, s: 'send' | 'receive') => ({
        input: c.fields.map((f) => inputField(f, locale, s)),
        currency: [{ id: c.id, code: c.code, name: c.name[locale] }],
        network: c.networkCode ? [{ code: c.networkCode, name: c.networkName ?? c.networkCode }] : [],
        city: (data.currencyCities.get(c.id) ?? []).flatMap((id) => {
          const city = citiesById.get(id);
          return city ? [{ id: city.id, name: city.name[locale] }] : [];
        }),
      });
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
          from: side(d.from, 'send'),
          to: side(d.to, 'receive'),
          congestion: {
            from: d.direction.congestionFrom,
            to: d.direction.congestionTo,
            text:
              d.direction.congestionFrom || d.direction.congestionTo
                ? d.direction.congestionText[locale]
                : '',
          },
        },
        lifetimeMinutes: d.direction.lifetimeMinutes,
        reserve: d.terms.reserve ?? '0',
        verificationRequired: d.direction.verificationRequired,
        humanCheck: d.direction.humanCheck,
      };
    }
    pairs.set(key, byLocale);
  }

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

  return {
    version: data.version,
    builtAt: options.now,
    validUntil,
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
  };
}
