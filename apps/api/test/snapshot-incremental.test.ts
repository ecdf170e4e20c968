/**
 * The incremental calculator snapshot (docs/decisions/040-incremental-catalogue.md): after any
 * sequence of catalogue, rate, time, chain and reserve changes, the snapshot updated change by change
 * equals the one built whole from the same data (a property test), as does the rates export made
 * from the last one at each change, and an update keeps the objects —
 * and so the serialized answers — of what it did not touch. The data is the demo catalogue as the
 * database gives it; the changes are made in memory, as the rows `changesSince` would return.
 */
import { sql } from 'drizzle-orm';
import { dec, deriveLimits } from '@exchanger/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../src/db/schema.js';
import { mergeChanges } from '../src/modules/catalogue/catalogue-changes.js';
import { buildExport, buildItems, createRatesExporter } from '../src/modules/export/rates-export.js';
import {
  createCatalogueRepo,
  type TCatalogueChanges,
  type TCatalogueData,
  type TReserveFigures,
} from '../src/modules/catalogue/catalogue.repo.js';
import {
  buildSnapshot,
  NOTHING_TOUCHED,
  pairKey,
  updateSnapshot,
  type TSnapshot,
} from '../src/modules/catalogue/snapshot.js';
import { ids, seedCatalogue, type TDemoCode } from './catalogue-fixture.js';
import { buildTestApp, describeEachDb, type TTestApp } from './helpers.js';

const TTL_MS = 10 * 60_000;
const ttlOf = () => TTL_MS;

/** What the endpoints answer from a snapshot, as plain values. */
function answers(s: TSnapshot) {
  return {
    version: s.version,
    validUntil: s.validUntil,
    entries: s.entries,
    fromIds: s.fromIds,
    toIdsByFrom: [...s.toIdsByFrom],
    live: [...s.live],
    withheld: [...s.withheld],
    pairs: [...s.pairs],
    reserves: s.reserves,
    available: [...s.available],
    usd: [...s.currenciesById.keys()].map((id) => [s.usdRateOf(id), s.usdValueOf(id, '1.5')]),
    currencies: [...s.currenciesByCode.keys()],
    cities: [...s.citiesById.values()],
    citiesByCurrency: [...s.citiesByCurrency].sort((a, b) => a[0] - b[0]),
  };
}

/** One change, as the rows it leaves changed (stamped) and what else it moves. */
type TStep =
  | { kind: 'direction'; pick: number; field: number; value: number }
  | { kind: 'newDirection'; from: number; to: number; manual: boolean }
  | { kind: 'currency'; pick: number; field: number; value: number }
  | { kind: 'city'; pick: number; value: number }
  | { kind: 'links'; currency: number; cities: number[] }
  | { kind: 'quote'; pick: number; rate: number; ageMinutes: number }
  | { kind: 'confirm'; pick: number; ageMinutes: number }
  | { kind: 'time'; minutes: number }
  | { kind: 'unreceivable'; currency: number }
  | { kind: 'holds'; currency: number; held: number };

const step: fc.Arbitrary<TStep> = fc.oneof(
  fc.record({
    kind: fc.constant('direction' as const),
    pick: fc.nat(),
    field: fc.nat(9),
    value: fc.nat(1000),
  }),
  fc.record({
    kind: fc.constant('newDirection' as const),
    from: fc.nat(),
    to: fc.nat(),
    manual: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('currency' as const),
    pick: fc.nat(),
    field: fc.nat(5),
    value: fc.nat(1000),
  }),
  fc.record({ kind: fc.constant('city' as const), pick: fc.nat(), value: fc.nat(1000) }),
  fc.record({
    kind: fc.constant('links' as const),
    currency: fc.nat(),
    cities: fc.uniqueArray(fc.nat(6), { maxLength: 3 }),
  }),
  fc.record({
    kind: fc.constant('quote' as const),
    pick: fc.nat(),
    rate: fc.integer({ min: 1, max: 100_000 }),
    ageMinutes: fc.nat(15),
  }),
  // A feed confirms a rate as it was (the same value, fetched again).
  fc.record({ kind: fc.constant('confirm' as const), pick: fc.nat(), ageMinutes: fc.nat(15) }),
  fc.record({ kind: fc.constant('time' as const), minutes: fc.nat(12) }),
  fc.record({ kind: fc.constant('unreceivable' as const), currency: fc.nat() }),
  fc.record({ kind: fc.constant('holds' as const), currency: fc.nat(), held: fc.nat(50) }),
);

const at = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;
const noChanges = (version: number): TCatalogueChanges => ({
  version,
  currencies: [],
  cities: [],
  currencyCities: new Map(),
  directions: [],
  quotes: [],
});

describe('the incremental calculator snapshot', () => {
  let t: TTestApp;
  let demo: TCatalogueData;
  const start = Date.parse('2026-11-26T12:00:00Z');

  beforeAll(async () => {
    t = await buildTestApp('pglite');
    await seedCatalogue(t, new Date(start));
    demo = await createCatalogueRepo(t.database.db).load();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  /** Plays the steps; after each, compares the updated snapshot with one built whole. */
  function play(steps: TStep[]): void {
    let data = demo;
    let now = start;
    let version = demo.version;
    const holds = new Map<number, TReserveFigures>();
    const unreceivable = new Set<number>();
    const options = () => ({ now, ttlOf, unreceivable: new Set(unreceivable) });
    let snapshot = buildSnapshot(data, holds, options());
    const feeds = [...new Set(demo.quotes.map((q) => `${q.feedId}:${q.symbol}`))];
    // The rates export made from the last one at each change, as the server makes it.
    const exporter = createRatesExporter();
    exporter.exportOf(snapshot);

    for (const s of steps) {
      version += 1;
      const changes = noChanges(version);
      const stamp = { changedVersion: version };
      switch (s.kind) {
        case 'direction': {
          const d = at(data.directions, s.pick);
          const formula = at(feeds, s.value);
          const edits = [
            { active: !d.active },
            { marginPercent: String(s.value / 100) },
            { fromMin: s.value === 0 ? null : String(s.value / 10) },
            { toMax: s.value === 0 ? null : String(s.value * 1000) },
            { bonus: String(s.value / 1000) },
            { notify: { ru: `Заметка ${s.value}`, en: `Note ${s.value}` } },
            d.courseSource === 'manual' ? { manualCourse: String(s.value) } : { courseFormula: formula },
            d.courseSource === 'manual'
              ? { manualCourse: '0' }
              : { courseFormula: `${formula}*1/${at(feeds, s.value + 1)}` },
            { courseFormula: 'not a formula', courseSource: 'feed' as const },
            { lifetimeMinutes: 5 + (s.value % 60), congestionTo: s.value % 2 === 0 },
          ];
          changes.directions.push({ ...d, ...at(edits, s.field), ...stamp });
          break;
        }
        case 'newDirection': {
          const from = at(data.currencies, s.from);
          const to = at(data.currencies, s.to);
          if (from.id === to.id || data.directions.some((d) => d.fromId === from.id && d.toId === to.id))
            break;
          const template = at(data.directions, s.from);
          changes.directions.push({
            ...template,
            id: Math.max(...data.directions.map((d) => d.id)) + 1,
            fromId: from.id,
            toId: to.id,
            courseSource: s.manual ? 'manual' : 'feed',
            manualCourse: s.manual ? '1.5' : null,
            courseFormula: s.manual ? null : at(feeds, s.from),
            ...stamp,
          });
          break;
        }
        case 'currency': {
          const c = at(data.currencies, s.pick);
          const edits = [
            { active: !c.active },
            { name: { ru: `Валюта ${s.value}`, en: `Currency ${s.value}` } },
            { sort: s.value },
            { precision: s.value % 9 },
            { usdFormula: s.value % 3 === 0 ? null : at(feeds, s.value) },
            { reserve: String(s.value) },
          ];
          changes.currencies.push({ ...c, ...at(edits, s.field), ...stamp });
          changes.currencyCities.set(c.id, data.currencyCities.get(c.id) ?? []);
          break;
        }
        case 'city': {
          if (data.cities.length === 0) break;
          const city = at(data.cities, s.pick);
          changes.cities.push({ ...city, name: { ru: `Город ${s.value}`, en: `City ${s.value}` }, ...stamp });
          break;
        }
        case 'links': {
          const c = at(data.currencies, s.currency);
          const cityIds = data.cities.length === 0 ? [] : s.cities.map((i) => at(data.cities, i).id);
          changes.currencies.push({ ...c, ...stamp });
          changes.currencyCities.set(
            c.id,
            [...new Set(cityIds)].sort((a, b) => a - b),
          );
          break;
        }
        case 'quote': {
          const q = at(data.quotes, s.pick);
          const fetchedAt = new Date(now - s.ageMinutes * 60_000);
          changes.quotes.push({ ...q, rate: String(s.rate), asOf: fetchedAt, fetchedAt, ...stamp });
          break;
        }
        case 'confirm': {
          const q = at(data.quotes, s.pick);
          const fetchedAt = new Date(now - s.ageMinutes * 60_000);
          changes.quotes.push({ ...q, asOf: fetchedAt, fetchedAt, ...stamp });
          break;
        }
        case 'time':
          now += s.minutes * 60_000;
          break;
        case 'unreceivable': {
          const id = at(data.currencies, s.currency).id;
          if (unreceivable.has(id)) unreceivable.delete(id);
          else unreceivable.add(id);
          break;
        }
        case 'holds': {
          const c = at(data.currencies, s.currency);
          holds.set(c.id, { reserve: c.reserve, held: String(s.held) });
          break;
        }
      }
      const next = mergeChanges(data, changes);
      data = next.data;
      snapshot = updateSnapshot(snapshot, data, holds, options(), next.touched);
      const whole = buildSnapshot(data, holds, options());
      expect(answers(snapshot)).toEqual(answers(whole));
      const made = exporter.exportOf(snapshot);
      const afresh = buildExport(buildItems(whole));
      expect(Buffer.concat(made.xml).toString()).toBe(Buffer.concat(afresh.xml).toString());
      expect(Buffer.concat(made.json).toString()).toBe(Buffer.concat(afresh.json).toString());
      expect(made.etag).toBe(afresh.etag);
    }
  }

  // 150 sequences, each step checked against a whole rebuild and its export: 20–35 s on a 2-core
  // machine running the other suites beside it, so it has a timeout of its own.
  it('equals a whole rebuild after any sequence of changes', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 25 }), (steps) => {
        play(steps);
      }),
      { numRuns: 150 },
    );
  });

  it('merges changed rows as a full load would read them', () => {
    const d = demo.directions[3];
    const c = demo.currencies[5];
    if (!d || !c) throw new Error('demo catalogue too small');
    const changes = noChanges(demo.version + 1);
    changes.directions.push({ ...d, bonus: '2' });
    changes.currencies.push({ ...c, sort: -1 });
    changes.currencyCities.set(c.id, []);
    const { data, touched } = mergeChanges(demo, changes);
    expect(data.directions.map((x) => x.id)).toEqual(demo.directions.map((x) => x.id));
    expect(data.directions[3]?.bonus).toBe('2');
    expect(data.currencies[0]?.id).toBe(c.id); // sorted by its new sort
    expect(data.version).toBe(demo.version + 1);
    expect([...touched.directions]).toEqual([d.id]);
    expect([...touched.currencies]).toEqual([c.id]);
  });

  it('gives the rates export the same items as computed afresh after the reserves move', () => {
    const options = { now: start, ttlOf };
    const fresh = (s: TSnapshot) =>
      [...s.live.values()].map((live) => {
        const { send } = deriveLimits(live.terms);
        return `${live.from.code}>${live.to.code}:${send.min?.toFixed() ?? '0'}:${send.max?.toFixed() ?? ''}`;
      });
    const exported = (s: TSnapshot) => {
      const seen = new Set<string>();
      return buildItems(s)
        .filter((item) => !seen.has(`${item.from}>${item.to}`) && seen.add(`${item.from}>${item.to}`))
        .map(
          (item) => `${item.from}>${item.to}:${item.minamount.split(' ')[0]}:${item.maxamount.split(' ')[0]}`,
        );
    };
    const plainOf = (list: string[]) =>
      list.map((line) => line.replace(/:(\d+(?:\.\d+)?)/g, (_, n: string) => `:${dec(n).toFixed()}`)).sort();
    let snapshot = buildSnapshot(demo, new Map(), options);
    expect(plainOf(exported(snapshot))).toEqual(plainOf(fresh(snapshot)));
    // Reserves fall (claims hold most of them): the cached reserve-free parts meet new caps.
    const holds = new Map(
      demo.currencies.map((c) => [
        c.id,
        { reserve: c.reserve, held: dec(c.reserve).times('0.99').toFixed() },
      ]),
    );
    snapshot = updateSnapshot(snapshot, demo, holds, options, NOTHING_TOUCHED);
    expect(plainOf(exported(snapshot))).toEqual(plainOf(fresh(snapshot)));
  });

  it('keeps the objects of the directions a change does not touch', () => {
    const now = start;
    const options = { now, ttlOf };
    const before = buildSnapshot(demo, new Map(), options);
    const d = [...before.live.values()][0]?.direction;
    if (!d) throw new Error('no live direction');
    const changes = noChanges(demo.version + 1);
    changes.directions.push({ ...d, bonus: '1.25' });
    const next = mergeChanges(demo, changes);
    const after = updateSnapshot(before, next.data, new Map(), options, next.touched);
    const key = pairKey(d.fromId, d.toId);
    expect(after.pairs.get(key)?.en.bonus).toBe('1.25');
    let kept = 0;
    for (const [k, pair] of after.pairs) {
      if (k === key) expect(pair).not.toBe(before.pairs.get(k));
      else {
        expect(pair).toBe(before.pairs.get(k));
        kept += 1;
      }
    }
    expect(kept).toBe(after.pairs.size - 1);

    // A hold on one currency gives new objects only to the directions into it.
    const to = d.toId;
    const held = updateSnapshot(
      after,
      next.data,
      new Map([[to, { reserve: '1000000', held: '1' }]]),
      options,
      NOTHING_TOUCHED,
    );
    for (const [k, live] of held.live) {
      if (live.to.id === to) expect(live).not.toBe(after.live.get(k));
      else expect(live).toBe(after.live.get(k));
    }
  });

  it('keeps every object when a feed confirms its rates as they were, and moves the staleness', () => {
    const before = buildSnapshot(demo, new Map(), { now: start, ttlOf });
    const later = start + 60_000;
    const changes = noChanges(demo.version + 1);
    for (const q of demo.quotes)
      changes.quotes.push({
        ...q,
        asOf: new Date(later),
        fetchedAt: new Date(later),
        changedVersion: demo.version + 1,
      });
    const next = mergeChanges(demo, changes);
    const after = updateSnapshot(before, next.data, new Map(), { now: later, ttlOf }, next.touched);
    expect(after.live).toBe(before.live);
    expect(after.pairs).toBe(before.pairs);
    expect(after.validUntil).toBeGreaterThan(before.validUntil);
    expect(answers(after)).toEqual(answers(buildSnapshot(next.data, new Map(), { now: later, ttlOf })));
  });
});

describeEachDb('the catalogue change stamps', (kind) => {
  let t: TTestApp;
  let id: Record<TDemoCode, number>;
  const repo = () => createCatalogueRepo(t.database.db);
  const bump = () => t.database.db.execute(sql`update catalogue_state set version = version + 1`);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedCatalogue(t);
    id = ids(t);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('hands out only the rows changed since a version, each change once', async () => {
    const known = await repo().version();
    expect(await repo().changesSince(known)).toMatchObject({
      version: known,
      currencies: [],
      directions: [],
      cities: [],
      quotes: [],
    });

    await t.database.db.execute(
      sql`update directions set bonus = '0.1' where from_id = ${id.BTC} and to_id = ${id.SBERRUB}`,
    );
    await bump();
    const changed = await repo().changesSince(known);
    expect(changed.version).toBe(known + 1);
    expect(changed.directions.map((d) => [d.fromId, d.toId, d.bonus])).toEqual([
      [id.BTC, id.SBERRUB, '0.1000'],
    ]);
    expect(changed.currencies).toEqual([]);
    expect((await repo().changesSince(changed.version)).directions).toEqual([]);
  });

  it('stamps a currency whose cities change, and a quote as it is written', async () => {
    const known = await repo().version();
    const [city] = await t.database.db
      .insert(cities)
      .values({ code: 'TST', name: { ru: 'Тест', en: 'Test' } })
      .returning({ id: cities.id });
    if (!city) throw new Error('no city');
    await t.database.db.execute(
      sql`insert into currency_cities (currency_id, city_id) values (${id.CASHRUB}, ${city.id})`,
    );
    await t.database.db.execute(
      sql`update rate_quotes set rate = rate + 1 where feed_id = 'binance' and symbol = 'BTCUSDT'`,
    );
    await bump();
    const changed = await repo().changesSince(known);
    expect(changed.cities.map((c) => c.code)).toEqual(['TST']);
    expect(changed.currencies.map((c) => c.code)).toEqual(['CASHRUB']);
    expect(changed.currencyCities.get(id.CASHRUB)).toContain(city.id);
    expect(changed.quotes.map((q) => `${q.feedId}:${q.symbol}`)).toEqual(['binance:BTCUSDT']);

    // And a second process brings its snapshot to the same state as one loaded whole.
    const service = t.app.services.catalogue;
    await service.reload();
    const incremental = service.snapshot();
    await service.reloadAll();
    expect(answers(incremental)).toEqual({
      ...answers(service.snapshot()),
      validUntil: incremental.validUntil,
    });
    expect(incremental.citiesByCurrency.get(id.CASHRUB)).toContain(city.id);
  });

  it('does not stamp a currency whose reserve or held amount alone moved', async () => {
    const known = await repo().version();
    await t.database.db.execute(
      sql`update currencies set held = held + 1, reserve = reserve + 2, updated_at = now() where id = ${id.BTC}`,
    );
    expect((await repo().changesSince(known)).currencies).toEqual([]);
    await t.database.db.execute(
      sql`update currencies set held = held - 1, reserve = reserve - 2 where id = ${id.BTC}`,
    );
  });
});
