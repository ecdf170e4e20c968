/** The public pages served by the API: cash offices and shops (the contest has contest.test.ts). */
import { deriveLimits, pairTerms, type TCashOffices, type TPair, type TReserve } from '@exchanger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids, seedCatalogue, type TDemoCode } from './catalogue-fixture.js';
import { buildTestApp, describeEachDb, type TTestApp } from './helpers.js';
import { pageCalls } from './page-calls.js';

describeEachDb('public pages: cash, shops', (kind) => {
  let t: TTestApp;
  let id: Record<TDemoCode, number>;
  const { get } = pageCalls(() => t);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedCatalogue(t);
    id = ids(t);
  });
  afterAll(() => t.close());

  describe('cash', () => {
    it('lists the cities of the cash currencies with the numbers the calculator quotes', async () => {
      const res = await get('/api/v1/cash/');
      expect(res.statusCode).toBe(200);
      const { cities } = res.json<TCashOffices>();
      expect(cities.map((c) => [c.code, c.name])).toEqual([
        ['MSK', 'Москва'],
        ['SPB', 'Санкт-Петербург'],
        ['EKB', 'Екатеринбург'],
        ['KZN', 'Казань'],
      ]);
      const [moscow, , ekb] = cities;
      expect(moscow?.currencies.map((c) => c.code)).toEqual(['CASHRUB', 'CASHUSD']);
      expect(ekb?.currencies.map((c) => c.code)).toEqual(['CASHRUB']);

      // The reserves are the calculator's available reserves.
      const reserves = (await get('/api/v1/calculator/reserves/')).json<TReserve[]>();
      for (const currency of moscow?.currencies ?? [])
        expect(currency.reserve).toBe(reserves.find((r) => r.id === currency.id)?.amount);

      // Getting cash first, then handing it over.
      expect(moscow?.directions.map((d) => [d.cash, d.from.code, d.to.code])).toEqual([
        ['receive', 'BTC', 'CASHRUB'],
        ['receive', 'USDTTRC20', 'CASHRUB'],
        ['receive', 'USDTTRC20', 'CASHUSD'],
        ['send', 'CASHRUB', 'USDTTRC20'],
        ['send', 'CASHUSD', 'USDTTRC20'],
      ]);
      expect(ekb?.directions.map((d) => `${d.from.code}>${d.to.code}`)).toEqual([
        'BTC>CASHRUB',
        'USDTTRC20>CASHRUB',
        'CASHRUB>USDTTRC20',
      ]);
      // Each city's links choose that city (the same direction differs only by it).
      expect(ekb?.directions.every((d) => d.exchangeUrl.endsWith(`&city=${ekb.id}`))).toBe(true);
      expect(moscow?.directions.every((d) => d.exchangeUrl.endsWith(`&city=${moscow.id}`))).toBe(true);

      // Course, limits and reserve exactly as the pair call serves them.
      const usdtToCash = moscow?.directions.find(
        (d) => d.from.code === 'USDTTRC20' && d.to.code === 'CASHRUB',
      );
      const pair = (await get(`/api/v1/calculator/pair/${id.USDTTRC20}/${id.CASHRUB}/`)).json<TPair>();
      const limits = deriveLimits(pairTerms(pair));
      expect(usdtToCash).toMatchObject({
        course: '79.4',
        reserve: pair.reserve,
        lifetimeMinutes: 120,
        notice: 'Выдача наличных в офисе по предварительной записи.',
        // The exchange screen opens on the direction with this city already chosen.
        exchangeUrl: `/?cur_from=USDTTRC20&cur_to=CASHRUB&city=${moscow?.id}`,
        from: { id: id.USDTTRC20, ticker: 'USDT', min: '1000', max: '100000', logo: '/logos/usdt.svg' },
        to: {
          id: id.CASHRUB,
          ticker: 'RUB',
          min: limits.receive.min?.toFixed(),
          max: limits.receive.max?.toFixed(),
        },
      });
      expect(usdtToCash?.to.min).toBe('79400');
      expect(usdtToCash?.course).toBe(pair.course);
    });

    it('answers in English under /en, and for one city by its code', async () => {
      const en = (await get('/en/api/v1/cash/?city=msk')).json<TCashOffices>();
      expect(en.cities).toHaveLength(1);
      expect(en.cities[0]).toMatchObject({ code: 'MSK', name: 'Moscow' });
      const direction = en.cities[0]?.directions.find(
        (d) => d.to.code === 'CASHRUB' && d.from.code === 'USDTTRC20',
      );
      expect(direction).toMatchObject({
        notice: 'Cash is handed over at the office by appointment.',
        exchangeUrl: `/en?cur_from=USDTTRC20&cur_to=CASHRUB&city=${en.cities[0]?.id}`,
        to: { name: 'Cash RUB' },
      });
    });

    it('names the bad city code (400) and says an unknown one is not found (404)', async () => {
      const bad = await get('/en/api/v1/cash/?city=no%20such');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        code: 'validation_error',
        fields: { city: ['A city code: Latin letters and digits, e.g. MSK.'] },
      });
      const unknown = await get('/api/v1/cash/?city=NSK');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'not_found', detail: 'Город NSK не найден.' });
    });
  });

  describe('shops', () => {
    it('lists no shops until the merchant area approves one, paged as every list', async () => {
      const res = await get('/api/v1/shops/');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ count: 0, page: 1, size: 20, results: [] });
      expect((await get('/en/api/v1/shops/?page=2&size=5')).json()).toEqual({
        count: 0,
        page: 2,
        size: 5,
        results: [],
      });
    });

    it('names the bad paging field (400)', async () => {
      const zero = await get('/api/v1/shops/?page=0');
      expect(zero.statusCode).toBe(400);
      expect(Object.keys(zero.json().fields)).toEqual(['page']);
      const big = await get('/api/v1/shops/?size=1000');
      expect(big.statusCode).toBe(400);
      expect(Object.keys(big.json().fields)).toEqual(['size']);
    });
  });

  it('documents the three public calls in the OpenAPI document', async () => {
    const doc = (await get('/api/openapi.json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/cash/',
        '/api/v1/contest/',
        '/api/v1/shops/',
        '/admin/api/settings/contest/',
      ]),
    );
  });
});
