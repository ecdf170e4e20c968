/**
 * The cash page (`GET /api/v1/cash/`): per city, the cash currencies offered there and every live
 * direction into or out of cash, built from the calculator snapshot (docs/architecture.md#performance) once per snapshot
 * and language — the same course, limits and reserve the calculator quotes, no database read.
 */
import {
  logoUrls,
  dec,
  deriveLimits,
  isPairTradable,
  LOCALES,
  localizePath,
  toPlainString,
  type TBig,
  type TCashCity,
  type TCashDirection,
  type TCashOffices,
  type TLocale,
} from '@exchanger/core';
import { AppError } from '../../lib/app-error.js';
import type { TCatalogueService, TCurrencyRow, TLiveDirection, TSnapshot } from '../catalogue/index.js';

const plain = (value: TBig | null) => (value === null ? null : toPlainString(value));

function currencyRef(c: TCurrencyRow, locale: TLocale) {
  return {
    id: c.id,
    code: c.code,
    ticker: c.ticker,
    name: c.name[locale],
    logo: logoUrls(c.logo).simple,
    precision: c.precision,
  };
}

/** The exchange screen preset to a direction (`cur_from`, `cur_to`: docs/architecture.md#exchange-flow) and to the city. */
export function exchangeUrl(from: string, to: string, locale: TLocale, cityId: number): string {
  const query = new URLSearchParams({ cur_from: from, cur_to: to, city: String(cityId) });
  return `${localizePath('/', locale)}?${query.toString()}`;
}

function directionOf(
  live: TLiveDirection,
  cash: 'receive' | 'send',
  locale: TLocale,
  cityId: number,
): TCashDirection {
  const { from, to, terms, direction } = live;
  const limits = deriveLimits(terms);
  const notice = [direction.notify[locale], direction.notifyFrom[locale], direction.notifyTo[locale]]
    .map((text) => text.trim())
    .filter(Boolean)
    .join(' ');
  return {
    cash,
    from: { ...currencyRef(from, locale), min: plain(limits.send.min), max: plain(limits.send.max) },
    to: { ...currencyRef(to, locale), min: plain(limits.receive.min), max: plain(limits.receive.max) },
    course: live.course,
    reserve: toPlainString(dec(terms.reserve ?? '0')),
    notice,
    lifetimeMinutes: direction.lifetimeMinutes,
    exchangeUrl: exchangeUrl(from.code, to.code, locale, cityId),
  };
}

/** Every city with an active cash currency, in the operators' order. */
export function buildCashOffices(snapshot: TSnapshot, locale: TLocale): TCashOffices {
  const isCash = (c: TCurrencyRow) => c.active && (snapshot.citiesByCurrency.get(c.id)?.length ?? 0) > 0;
  const bySort = (a: TCurrencyRow, b: TCurrencyRow) => a.sort - b.sort || a.id - b.id;
  const tradable = [...snapshot.live.values()].filter((d) => isPairTradable(d.terms));
  const cities: TCashCity[] = [];
  for (const city of snapshot.citiesById.values()) {
    const here = [...snapshot.currenciesById.values()]
      .filter((c) => isCash(c) && snapshot.citiesByCurrency.get(c.id)?.includes(city.id))
      .sort(bySort);
    if (here.length === 0) continue;
    const ids = new Set(here.map((c) => c.id));
    const side = (cash: 'receive' | 'send') =>
      tradable
        .filter((d) => ids.has(cash === 'receive' ? d.to.id : d.from.id))
        .sort((a, b) =>
          cash === 'receive'
            ? bySort(a.to, b.to) || bySort(a.from, b.from)
            : bySort(a.from, b.from) || bySort(a.to, b.to),
        )
        .map((d) => directionOf(d, cash, locale, city.id));
    cities.push({
      id: city.id,
      code: city.code,
      name: city.name[locale],
      currencies: here.map((c) => ({
        ...currencyRef(c, locale),
        reserve: snapshot.available.get(c.id) ?? '0',
      })),
      // A direction between two cash currencies is both: listed once, as getting cash.
      directions: [...side('receive'), ...side('send').filter((d) => !ids.has(d.to.id))],
    });
  }
  return { cities };
}

export function createCashService(deps: { catalogue: TCatalogueService }) {
  const built = new WeakMap<TSnapshot, Record<TLocale, TCashOffices>>();
  function all(locale: TLocale): TCashOffices {
    const snapshot = deps.catalogue.snapshot();
    let byLocale = built.get(snapshot);
    if (!byLocale) {
      byLocale = Object.fromEntries(LOCALES.map((l) => [l, buildCashOffices(snapshot, l)])) as Record<
        TLocale,
        TCashOffices
      >;
      built.set(snapshot, byLocale);
    }
    return byLocale[locale];
  }
  return {
    /** All cash cities, or the one whose monitor code is `cityCode` (404 when there is none). */
    offices(locale: TLocale, cityCode?: string): TCashOffices {
      const offices = all(locale);
      if (cityCode === undefined) return offices;
      const city = offices.cities.find((c) => c.code.toUpperCase() === cityCode.toUpperCase());
      if (!city) throw new AppError('not_found', 'city_not_found', { params: { code: cityCode } });
      return { cities: [city] };
    },
  };
}

export type TCashService = ReturnType<typeof createCashService>;
