import { afterAll, beforeAll, expect, it } from 'vitest';
import { ids, seedCatalogue, setRates, type TDemoCode } from './catalogue-fixture.js';
import { buildTestApp, describeEachDb, type TTestApp } from './helpers.js';

describeEachDb('calculator', (kind) => {
  let t: TTestApp;
  let id: Record<TDemoCode, number>;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedCatalogue(t);
    id = ids(t);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('lists the picker entries, a coin on several networks as one', async () => {
    const res = await get('/api/v1/calculator/');
    expect(res.statusCode).toBe(200);
    const entries = res.json();
    expect(entries.length).toBeGreaterThanOrEqual(15);
    const usdt = entries.find((e: { currency: string[] }) => e.currency.includes('USDTTRC20'));
    expect(usdt).toMatchObject({
      ids: [id.USDTTRC20, id.USDTERC20],
      filter: ['crypto'],
      send: { visible: true },
    });
    const sber = (await get('/en/api/v1/calculator/'))
      .json()
      .find((e: { currency: string[] }) => e.currency[0] === 'SBERRUB');
    expect(sber.name).toBe('Sberbank');
  });

  it('gives the send ids and the receive ids of a send currency', async () => {
    const from = (await get('/api/v1/calculator/from/')).json();
    expect(from[0]).toBe(id.BTC);
    const to = (await get(`/api/v1/calculator/from/${id.BTC}/`)).json();
    expect(to).toEqual(expect.arrayContaining([id.SBERRUB, id.ETH, id.USDTTRC20, id.CASHRUB]));
    expect(to).not.toContain(id.BTC);
  });

  it('computes the course from the feeds with the margin, exactly', async () => {
    // 64000 USDT/BTC × 80 RUB/USD × (1 − 1.5 %) = 5 043 200
    expect((await get(`/api/v1/calculator/course/${id.BTC}/${id.SBERRUB}/`)).json()).toEqual({
      course: '5043200',
    });
    // 1/80/64000 × (1 − 2.5 %)
    expect((await get(`/api/v1/calculator/course/${id.SBERRUB}/${id.BTC}/`)).json()).toEqual({
      course: '0.0000001904296875',
    });
  });

  it('answers the pair with limits, inputs and texts in the request language', async () => {
    const ru = (await get(`/api/v1/calculator/pair/${id.BTC}/${id.SBERRUB}/`)).json();
    expect(ru).toMatchObject({
      course: '5043200',
      from: { id: id.BTC, currency: 'BTC', min: null, max: null, roundCalculator: 8 },
      to: { id: id.SBERRUB, currency: 'RUB', min: '5000', max: '1500000', roundCalculator: 2 },
      lifetimeMinutes: 30,
      reserve: '18400000',
    });
    const card = ru.structure.to.input.find((f: { name: string }) => f.name === 'card');
    expect(card).toMatchObject({
      visible: true,
      required: true,
      validator: 'card',
      receive: { header: 'Номер карты для получения' },
    });
    const en = (await get(`/en/api/v1/calculator/pair/${id.BTC}/${id.SBERRUB}/`)).json();
    expect(en.structure.to.input.find((f: { name: string }) => f.name === 'card').receive.header).toBe(
      'Card number to receive to',
    );
    expect(en.from.notify).toBe('The claim is processed after 2 network confirmations.');
    const cash = (await get(`/api/v1/calculator/pair/${id.USDTTRC20}/${id.CASHRUB}/`)).json();
    expect(cash.structure.to.city.map((c: { name: string }) => c.name)).toContain('Москва');
  });

  it('refuses unknown currencies and directions clearly', async () => {
    const unknown = await get('/api/v1/calculator/from/9999/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
    const bad = await get('/en/api/v1/calculator/pair/abc/1/');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['from']);
    const none = await get(`/api/v1/calculator/pair/${id.BTC}/${id.BTC}/`);
    expect(none.statusCode).toBe(404);
    expect(none.json().detail).toBe('Это направление обмена сейчас недоступно.');
  });

  it('gives reserves, presets by code or id, and popular pairs', async () => {
    const reserves = (await get('/api/v1/calculator/reserves/')).json();
    expect(reserves.find((r: { currency: string }) => r.currency === 'BTC')).toEqual({
      id: id.BTC,
      currency: 'BTC',
      amount: '4.85',
    });
    expect((await get('/api/v1/calculator/settings/?cur_from=btc&cur_to=SBERRUB')).json()).toEqual({
      exchangeAttributes: { fromCurrencyId: id.BTC, toCurrencyId: id.SBERRUB },
    });
    expect((await get(`/api/v1/calculator/settings/?cur_from=${id.ETH}&cur_to=NOPE`)).json()).toEqual({
      exchangeAttributes: { fromCurrencyId: id.ETH, toCurrencyId: null },
    });
    // Without a preset: the contest (the demo data seeds one; `/api/v1/contest/` has its board).
    expect((await get('/api/v1/calculator/settings/')).json()).toMatchObject({
      contest: { active: true, title: 'Месяц больших обменов' },
    });
    const best = (await get('/api/v1/users/pairs/best')).json();
    expect(best[0]).toEqual({ from: id.BTC, to: id.SBERRUB, course: '5043200' });
  });

  it('makes a direction unavailable when its rate is older than the time-to-live, and back when fresh', async () => {
    await setRates(t, { 'binance:BTCUSDT': '64000' }, new Date(Date.now() - 6 * 60_000));
    expect((await get(`/api/v1/calculator/from/${id.BTC}/`)).json()).not.toContain(id.SBERRUB);
    expect((await get(`/api/v1/calculator/pair/${id.BTC}/${id.SBERRUB}/`)).statusCode).toBe(404);
    // BTC → cash follows the feed too; the manual USDT → cash course does not.
    expect((await get(`/api/v1/calculator/from/${id.BTC}/`)).json()).not.toContain(id.CASHRUB);
    expect((await get(`/api/v1/calculator/pair/${id.USDTTRC20}/${id.CASHRUB}/`)).statusCode).toBe(200);
    await setRates(t, { 'binance:BTCUSDT': '65000' }, new Date());
    expect((await get(`/api/v1/calculator/course/${id.BTC}/${id.SBERRUB}/`)).json()).toEqual({
      course: '5122000',
    });
  });
});
