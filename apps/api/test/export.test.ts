import { dec, deriveLimits, pairTerms, type TPair } from '@exchanger/core';
import { XMLParser } from 'fast-xml-parser';
import { SyntaxValidator } from 'fast-xml-validator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ids, seedCatalogue, type TDemoCode } from './catalogue-fixture.js';
import { buildTestApp, describeEachDb, type TTestApp } from './helpers.js';

interface TItem {
  from: string;
  to: string;
  in: string;
  out: string;
  amount: string;
  minamount: string;
  maxamount?: string;
  param: string;
  city?: string;
}

describeEachDb('rates export', (kind) => {
  let t: TTestApp;
  let id: Record<TDemoCode, number>;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedCatalogue(t);
    id = ids(t);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const items = (xml: string): TItem[] => {
    const parsed = new XMLParser({ parseTagValue: false, isArray: (name) => name === 'item' }).parse(xml) as {
      rates: { item?: TItem[] } | '';
    };
    return parsed.rates === '' ? [] : (parsed.rates.item ?? []);
  };
  const pair = async (from: number, to: number) =>
    (await get(`/api/v1/calculator/pair/${from}/${to}/`)).json<TPair>();

  it('lists every live direction in valid BestChange XML, with the numbers the calculator serves', async () => {
    const res = await get('/export/rates.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(SyntaxValidator.validate(res.body)).toBe(true);
    const list = items(res.body);
    expect(list.length).toBeGreaterThan(40);

    const btc = list.find((i) => i.from === 'BTC' && i.to === 'SBERRUB');
    const btcPair = await pair(id.BTC, id.SBERRUB);
    const limits = deriveLimits(pairTerms(btcPair)).send;
    expect(btc).toMatchObject({ in: '1', out: btcPair.course, amount: btcPair.reserve, param: 'manual' });
    expect(btc?.minamount).toBe(`${limits.min?.toFixed() ?? '0'} BTC`);
    expect(btc?.maxamount).toBe(`${limits.max?.toFixed()} BTC`);

    // A course below one: how many roubles buy one bitcoin, rounded so the client never pays less.
    const back = list.find((i) => i.from === 'SBERRUB' && i.to === 'BTC');
    const backPair = await pair(id.SBERRUB, id.BTC);
    expect(back?.out).toBe('1');
    expect(dec(back!.in).times(dec(backPair.course)).gte(1)).toBe(true);
    expect(dec(back!.in).minus(1).times(dec(backPair.course)).lt(1)).toBe(true);

    // Cash: one item per city, with its monitor code.
    const cash = list.filter((i) => i.from === 'USDTTRC20' && i.to === 'CASHRUB').map((i) => i.city);
    expect(cash.sort()).toEqual(['EKB', 'KZN', 'MSK', 'SPB']);
    // Card verification is flagged.
    expect(list.find((i) => i.from === 'CARDRUB' && i.to === 'BTC')?.param).toBe('manual, cardverify');

    const json = (await get('/export/rates.json')).json<{ rates: (TItem & { param: string[] })[] }>();
    expect(json.rates).toHaveLength(list.length);
    expect(json.rates.find((i) => i.from === 'BTC' && i.to === 'SBERRUB')).toMatchObject({
      out: btcPair.course,
    });
  });

  it('answers 304 to a monitor that has the current export, and a new ETag when a reserve changes', async () => {
    const first = await get('/export/rates.xml');
    const etag = String(first.headers.etag);
    const modified = String(first.headers['last-modified']);
    expect((await get('/export/rates.xml', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get('/export/rates.json', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get('/export/rates.xml', { 'if-modified-since': modified })).statusCode).toBe(304);
    expect((await get('/export/rates.xml', { 'if-none-match': '"other"' })).statusCode).toBe(200);

    // A claim holds part of the Sberbank reserve: the export changes with it.
    const btcPair = await pair(id.BTC, id.SBERRUB);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/claim/',
      payload: {
        email: 'monitor@example.com',
        fromPs: id.BTC,
        toPs: id.SBERRUB,
        fromSumma: '0.01',
        toSumma: dec('0.01').times(dec(btcPair.course)).round(2, 0).toFixed(2),
        toRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
        agree: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    // The new export is prepared in the background, within about a second.
    await expect
      .poll(async () => (await get('/export/rates.xml', { 'if-none-match': etag })).statusCode, {
        timeout: 3_000,
      })
      .toBe(200);
    const after = await get('/export/rates.xml', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const amount = items(after.body).find((i) => i.from === 'BTC' && i.to === 'SBERRUB')?.amount;
    expect(dec(amount ?? '0').lt(dec(btcPair.reserve))).toBe(true);
  });

  it('is empty while the site is in maintenance', async () => {
    await t.app.services.tech.setTech({ maintenance: true, message: { ru: 'Работы', en: 'Works' } });
    try {
      const res = await get('/export/rates.xml');
      expect(SyntaxValidator.validate(res.body)).toBe(true);
      expect(items(res.body)).toEqual([]);
      expect((await get('/export/rates.json')).json()).toEqual({ rates: [] });
    } finally {
      await t.app.services.tech.setTech({ maintenance: false, message: { ru: '', en: '' } });
    }
    expect(items((await get('/export/rates.xml')).body).length).toBeGreaterThan(40);
  });
});
