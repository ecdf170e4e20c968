/**
 * Seeds the demo catalogue (demo-catalogue.ts), the explorers of its networks, the demo promocodes
 * and the demo contest into an empty database, in one transaction.
 */
import { applySignificant, crossFormula, dec, evaluateCourse, parseCourseFormula } from '@exchanger/core';
import type { TDb } from '../../db/client.js';
import { seedDemoContest } from '../contest/index.js';
import { DEMO_RATES } from '../rates/index.js';
import { createCatalogueRepo } from './catalogue.repo.js';
import {
  DEMO_CITIES,
  DEMO_CURRENCIES,
  DEMO_NETWORK_EXPLORERS,
  DEMO_PROMOCODES,
  demoDirections,
  demoUsdFormula,
} from './demo-catalogue.js';

/** USD value of a `fixed:` price or of a feed formula at the recorded demo rates. */
function demoUsdValue(value: string): string {
  if (value.startsWith('fixed:')) return value.slice('fixed:'.length);
  const course = evaluateCourse(
    parseCourseFormula(value),
    (feed, symbol) => DEMO_RATES[feed]?.[symbol] ?? null,
    '0',
  );
  if (course === null) throw new Error(`No demo rate for ${value}`);
  return course;
}

/** A manual course from → to, margin included, for directions no feed can price. */
function demoManualCourse(fromValue: string, toValue: string, marginPercent: string): string {
  const course = dec(demoUsdValue(fromValue))
    .div(dec(demoUsdValue(toValue)))
    .times(dec(1).minus(dec(marginPercent).div(100)));
  return applySignificant(course);
}

export async function seedDemoData(db: TDb): Promise<{ currencies: number; directions: number } | null> {
  const repo = createCatalogueRepo(db);
  if (!(await repo.isEmpty())) return null;
  return db.transaction(async (tx) => {
    const cityIds = new Map<string, number>();
    let sort = 0;
    for (const [key, name] of Object.entries(DEMO_CITIES)) {
      const id = await repo.insertCity(tx, { code: key.toUpperCase(), name, sort: (sort += 1) });
      if (id) cityIds.set(key, id);
    }
    const ids = new Map<string, number>();
    const value = new Map<string, string>();
    sort = 0;
    for (const c of DEMO_CURRENCIES) {
      const id = await repo.insertCurrency(tx, {
        code: c.code,
        ticker: c.ticker,
        name: c.name,
        networkCode: c.network?.code ?? null,
        networkName: c.network?.name ?? null,
        groupKey: c.groupKey,
        precision: c.precision,
        logo: c.logo,
        filters: [c.kind],
        reserve: c.reserve,
        usdFormula: demoUsdFormula(c),
        fields: c.fields,
        payin: c.payin,
        sort: (sort += 1),
      });
      if (!id) throw new Error(`Could not insert ${c.code}`);
      ids.set(c.code, id);
      value.set(c.code, c.usd);
      for (const city of c.cities ?? []) {
        const cityId = cityIds.get(city);
        if (cityId) await repo.linkCities(tx, id, [cityId]);
      }
    }
    const list = demoDirections();
    for (const d of list) {
      const fromId = ids.get(d.from);
      const toId = ids.get(d.to);
      if (!fromId || !toId) throw new Error(`Unknown currency in ${d.from} → ${d.to}`);
      const fromValue = value.get(d.from) ?? '';
      const toValue = value.get(d.to) ?? '';
      const fixed = fromValue.startsWith('fixed:') || toValue.startsWith('fixed:');
      const manualCourse =
        d.manualCourse ?? (fixed ? demoManualCourse(fromValue, toValue, d.marginPercent) : undefined);
      await repo.insertDirection(tx, {
        fromId,
        toId,
        courseSource: manualCourse ? 'manual' : 'feed',
        manualCourse: manualCourse ?? null,
        courseFormula: manualCourse ? null : crossFormula(fromValue, toValue),
        marginPercent: manualCourse ? '0' : d.marginPercent,
        fromMin: d.fromMin,
        fromMax: d.fromMax,
        toMin: d.toMin ?? null,
        toMax: d.toMax ?? null,
        notify: d.notify ?? { ru: '', en: '' },
        notifyFrom: d.notifyFrom ?? { ru: '', en: '' },
        notifyTo: d.notifyTo ?? { ru: '', en: '' },
        congestionTo: d.congestionTo ?? false,
        congestionText: d.congestionTo
          ? {
              ru: 'Выплаты на карты USD задерживаются до 24 часов.',
              en: 'Payouts to USD cards are delayed by up to 24 hours.',
            }
          : { ru: '', en: '' },
        lifetimeMinutes: d.lifetimeMinutes ?? 30,
        verificationRequired: d.verificationRequired ?? false,
        popularity: d.popularity ?? 0,
      });
    }
    await repo.insertDemoNetworkExplorers(tx, DEMO_NETWORK_EXPLORERS);
    const day = 86_400_000;
    await repo.insertDemoPromocodes(
      tx,
      DEMO_PROMOCODES.map((p) => ({
        code: p.code,
        percent: p.percent,
        maxUses: p.maxUses,
        expiresAt: p.validDays === null ? null : new Date(Date.now() + p.validDays * day),
      })),
    );
    await seedDemoContest(tx);
    await repo.bumpVersion(tx);
    return { currencies: DEMO_CURRENCIES.length, directions: list.length };
  });
}
