/**
 * Every decimal a client sends is checked against the `numeric` column it is stored in before it
 * reaches the database (docs/decisions/030-input-and-data-rules.md). Replays the attack of a
 * 21-digit amount (which answered 500, numeric overflow) on every route that takes a decimal, with
 * the neighbours of that value: 1e30 spelled out and in exponent notation, too many decimals, a
 * minus sign, a JSON number. The routes are found in the OpenAPI document, so a new route with a
 * decimal must be added to the table; the columns are found in the schema.
 */
import { eq, getTableColumns, is, sql } from 'drizzle-orm';
import { PgNumeric, PgTable } from 'drizzle-orm/pg-core';
import { MONEY_COLUMN, pairTerms, PERCENT_COLUMN, quoteFromSend, type TDecimalColumn } from '@exchanger/core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.js';
import { setRates, TEST_RATES } from './catalogue-fixture.js';
import { describeEachDb } from './helpers.js';
import { as, TRON, useTeaHouse } from './shop-fixture.js';

type TMethod = 'GET' | 'POST' | 'PATCH' | 'PUT';

/** A route that takes a decimal: where it goes, who may call it, and a body valid but for it. */
interface TDecimalRoute {
  method: TMethod;
  /** As the OpenAPI document spells it (`{id}` for a parameter). */
  path: string;
  /** The decimal's name as the error body names it (`prizes.0.amount` inside an array). */
  field: string;
  signed?: boolean;
  /** A percent column (numeric(10, 4)): 6 digits before the point, 4 after. */
  percent?: boolean;
}

/** A money column's refusal as a percent column words it. */
const asPercent = (message: RegExp): RegExp =>
  new RegExp(
    message.source.replace('at most 20 digits', 'at most 6 digits').replace('at most 18', 'at most 4'),
  );

const TWENTY_ONE = '123456789012345678901';
/** What numeric(38,18) holds at most. */
const MONEY_MAX = `${'9'.repeat(20)}.${'9'.repeat(18)}`;

/** Values refused with the message each gets (in English). */
const REFUSED: [string, unknown, RegExp][] = [
  ['21 digits', TWENTY_ONE, /at most 20 digits before the point/],
  ['1e30 spelled out', `1${'0'.repeat(30)}`, /at most 20 digits before the point/],
  ['1e30', '1e30', /Enter a (non-negative )?number/],
  ['an exponent with a sign', '1E+21', /Enter a (non-negative )?number/],
  ['19 decimals', '0.1234567890123456789', /at most 18/],
  ['a JSON number', 1e30, /./],
  ['a huge negative', `-${TWENTY_ONE}`, /Enter a non-negative number|at most 20 digits/],
];

describe('decimal columns', () => {
  it('are all money or percent columns, and the validators hold exactly what they hold', () => {
    const found: string[] = [];
    for (const table of Object.values(schema)) {
      if (!is(table, PgTable)) continue;
      for (const column of Object.values(getTableColumns(table))) {
        if (!is(column, PgNumeric)) continue;
        const { precision, scale } = column as unknown as TDecimalColumn;
        found.push(`${column.name}:${precision},${scale}`);
        expect(
          [MONEY_COLUMN, PERCENT_COLUMN].some((c) => c.precision === precision && c.scale === scale),
          `${column.name} is numeric(${precision},${scale})`,
        ).toBe(true);
      }
    }
    // Reserves, amounts, courses, thresholds…, and the percentages.
    expect(found.length).toBeGreaterThan(25);
  });
});

describeEachDb('decimals checked against their columns', (kind) => {
  const shop = useTeaHouse(kind);
  let directionId = 0;
  beforeAll(async () => {
    const list = await shop.t.app.inject({
      method: 'GET',
      url: '/admin/api/catalogue/directions/',
      headers: as(shop.admin.access),
    });
    directionId = list.json<{ id: number }[]>()[0]!.id;
  });

  const ROUTES: TDecimalRoute[] = [
    { method: 'POST', path: '/api/v1/claim/', field: 'fromSumma' },
    { method: 'POST', path: '/api/v1/claim/', field: 'toSumma' },
    { method: 'POST', path: '/api/v1/users/me/refferal/withdrawal/', field: 'amount' },
    { method: 'GET', path: '/admin/api/claims/', field: 'amountMin' },
    { method: 'GET', path: '/admin/api/claims/', field: 'amountMax' },
    { method: 'PATCH', path: '/admin/api/catalogue/currencies/{id}/', field: 'approvalThreshold' },
    { method: 'POST', path: '/admin/api/catalogue/currencies/{id}/reserve/', field: 'reserve' },
    { method: 'POST', path: '/admin/api/catalogue/currencies/{id}/reserve/', field: 'delta', signed: true },
    ...['manualCourse', 'fromMin', 'fromMax', 'toMin', 'toMax'].flatMap((field) => [
      { method: 'POST' as const, path: '/admin/api/catalogue/directions/', field },
      { method: 'PATCH' as const, path: '/admin/api/catalogue/directions/{id}/', field },
    ]),
    { method: 'POST', path: '/api/v1/merchant/invoices/', field: 'amount' },
    { method: 'POST', path: '/api/v1/users/me/shop/invoices/', field: 'amount' },
    { method: 'POST', path: '/api/v1/users/me/shop/withdrawal/', field: 'amount' },
    { method: 'PUT', path: '/admin/api/settings/contest/', field: 'prizes.0.amount' },
    { method: 'PUT', path: '/admin/api/currencies/{id}/watch/', field: 'tolerancePercent', percent: true },
  ];

  /** The call of `route` with `value` in its field, from a body that is valid otherwise. */
  function callWith(route: TDecimalRoute, value: unknown, locale: 'ru' | 'en' = 'en') {
    const { t, id, seller, admin, operator, key } = shop;
    const path = route.path.replace('{id}', String(route.path.includes('directions') ? directionId : id.BTC));
    const url = `${locale === 'en' ? '/en' : ''}${path}`;
    const reason = 'test of a decimal';
    const bodies: Record<
      string,
      { headers: Record<string, string | undefined>; body?: Record<string, unknown> }
    > = {
      'POST /api/v1/claim/': {
        headers: {},
        body: {
          email: 'big@example.com',
          fromPs: id.SBERRUB,
          toPs: id.USDTTRC20,
          fromSumma: '10000',
          toSumma: '120',
          fromRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
          toRequisites: { wallet: TRON },
          agree: true,
        },
      },
      'POST /api/v1/users/me/refferal/withdrawal/': {
        headers: as(seller.access),
        body: { amount: '10', currencyId: id.USDTTRC20, requisites: { wallet: TRON } },
      },
      'GET /admin/api/claims/': { headers: as(operator.access) },
      'PATCH /admin/api/catalogue/currencies/{id}/': {
        headers: as(admin.access),
        body: { approvalThreshold: '1', reason },
      },
      'POST /admin/api/catalogue/currencies/{id}/reserve/': {
        headers: as(admin.access),
        body: { [route.field]: '1', reason },
      },
      'POST /admin/api/catalogue/directions/': {
        headers: as(admin.access),
        body: { fromId: id.LTC, toId: id.ETH, courseSource: 'manual', manualCourse: '1', reason },
      },
      'PATCH /admin/api/catalogue/directions/{id}/': { headers: as(admin.access), body: { reason } },
      'POST /api/v1/merchant/invoices/': {
        headers: { 'x-api-key': key },
        body: { amount: '10', orderId: `big-${Math.random()}` },
      },
      'POST /api/v1/users/me/shop/invoices/': { headers: as(seller.access), body: { amount: '10' } },
      'POST /api/v1/users/me/shop/withdrawal/': { headers: as(seller.access), body: { amount: '10' } },
      'PUT /admin/api/currencies/{id}/watch/': {
        headers: as(admin.access),
        // BIP84's test vector: a mainnet zpub, valid for Bitcoin.
        body: {
          chain: 'BTC',
          net: 'main',
          xpub: 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs',
          confirmations: 1,
        },
      },
      'PUT /admin/api/settings/contest/': {
        headers: as(admin.access),
        body: {
          active: true,
          title: { ru: 'Конкурс', en: 'Contest' },
          description: { ru: '', en: '' },
          startsAt: '2026-01-01T00:00:00Z',
          endsAt: '2026-02-01T00:00:00Z',
          prizes: [{ place: 1, amount: '500', currency: 'USDT' }],
          reason,
        },
      },
    };
    const call = bodies[`${route.method} ${route.path}`];
    if (!call) throw new Error(`no body for ${route.method} ${route.path}`);
    if (route.method === 'GET') {
      return t.app.inject({
        method: 'GET',
        url: `${url}?${route.field}=${encodeURIComponent(String(value))}`,
        headers: call.headers,
      });
    }
    const body = structuredClone(call.body ?? {});
    if (route.field === 'prizes.0.amount') (body.prizes as { amount: unknown }[])[0]!.amount = value;
    else body[route.field] = value;
    return t.app.inject({ method: route.method, url, headers: call.headers, payload: body });
  }

  it('covers every decimal of every request in the API document, none of them unchecked', async () => {
    const doc = (await shop.t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown }>>;
      components: { schemas: Record<string, unknown> };
    }>();
    const checked = new Set(['MoneyInput', 'SignedMoneyInput', 'PercentInput']);
    const found = new Set<string>();
    const unchecked: string[] = [];
    const walk = (node: unknown, where: string, field: string[], seen: Set<string>): void => {
      if (!node || typeof node !== 'object') return;
      const n = node as Record<string, unknown>;
      if (typeof n.$ref === 'string') {
        const name = n.$ref.split('/').pop() ?? '';
        const bare = name.replace(/Input$/, '');
        if (checked.has(name)) found.add(`${where} ${field.join('.')}`);
        else if (bare === 'Decimal' || bare === 'SignedDecimal')
          unchecked.push(`${where} ${field.join('.')}`);
        if (!seen.has(name)) walk(doc.components.schemas[name], where, field, new Set([...seen, name]));
        return;
      }
      if (n.properties && typeof n.properties === 'object') {
        for (const [k, v] of Object.entries(n.properties)) walk(v, where, [...field, k], seen);
      }
      if (typeof n.name === 'string' && n.in === 'query') {
        walk(n.schema, where, [n.name], seen);
        return;
      }
      for (const [k, v] of Object.entries(n)) {
        if (k === 'properties') continue;
        walk(v, where, k === 'items' ? [...field, '0'] : field, seen);
      }
    };
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        walk(operation.requestBody, where, [], new Set());
        walk(operation.parameters, where, [], new Set());
      }
    }
    expect(unchecked).toEqual([]);
    expect([...found].sort()).toEqual(ROUTES.map((r) => `${r.method} ${r.path} ${r.field}`).sort());
  });

  it('refuses a 21-digit amount and its neighbours on every route with 400 naming the field', async () => {
    for (const route of ROUTES) {
      for (const [what, value, message] of REFUSED) {
        if (what === 'a huge negative' && route.signed) continue;
        const res = await callWith(route, value);
        const label = `${route.method} ${route.path} ${route.field} = ${what}`;
        expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
        const body = res.json<{ code: string; fields?: Record<string, string[]> }>();
        expect(body.code, label).toBe('validation_error');
        expect(Object.keys(body.fields ?? {}), label).toEqual([route.field]);
        expect(body.fields?.[route.field]?.join(' '), label).toMatch(
          route.percent ? asPercent(message) : message,
        );
      }
    }
  });

  it('says it in Russian too, and a signed change beyond 20 digits is refused either way', async () => {
    const reserve = ROUTES.find((r) => r.field === 'delta')!;
    for (const value of [`-${TWENTY_ONE}`, TWENTY_ONE]) {
      const res = await callWith(reserve, value, 'ru');
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ delta: ['Слишком большое число: не больше 20 цифр до точки.'] });
    }
    const precise = await callWith(ROUTES[0]!, '1.1234567890123456789', 'ru');
    expect(precise.json().fields).toEqual({ fromSumma: ['Слишком много знаков после точки: не больше 18.'] });
  });

  it('never answers 5xx to the largest value a column holds, and stores what it accepts', async () => {
    for (const route of ROUTES) {
      for (const value of [MONEY_MAX, '9'.repeat(20)]) {
        const res = await callWith(route, value);
        expect(
          res.statusCode,
          `${route.method} ${route.path} ${route.field} = ${value}: ${res.body}`,
        ).toBeLessThan(500);
      }
    }
    // The reserve now is the largest the column holds; one more unit is refused, and nothing moves.
    const { t, id, admin } = shop;
    const url = `/en/admin/api/catalogue/currencies/${id.TON}/reserve/`;
    const set = await t.app.inject({
      method: 'POST',
      url,
      headers: as(admin.access),
      payload: { reserve: '9'.repeat(20), reason: 'the most there can be' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const more = await t.app.inject({
      method: 'POST',
      url,
      headers: as(admin.access),
      payload: { delta: '1', reason: 'one more' },
    });
    expect(more.statusCode).toBe(400);
    expect(Object.keys(more.json().fields)).toEqual(['delta']);
    const [row] = await t.database.db
      .select({ reserve: schema.currencies.reserve })
      .from(schema.currencies)
      .where(eq(schema.currencies.id, id.TON));
    expect(Number(row?.reserve)).toBe(1e20);
  });

  it('refuses a claim whose dollar value would not fit its column (400 on fromSumma, not 500)', async () => {
    const { t, id, admin } = shop;
    // A coin worth the most a rate can be, and a receive side with reserve enough to take it.
    await setRates(t, { ...TEST_RATES, 'binance:BTCUSDT': '9'.repeat(20) }, new Date());
    await t.database.db.execute(sql`update directions set from_max = null where from_id = ${id.BTC}`);
    const reserve = await t.app.inject({
      method: 'POST',
      url: `/admin/api/catalogue/currencies/${id.ETH}/reserve/`,
      headers: as(admin.access),
      payload: { reserve: '9'.repeat(19), reason: 'room for the test' },
    });
    expect(reserve.statusCode, reserve.body).toBe(200);
    await setRates(t, { ...TEST_RATES, 'binance:BTCUSDT': '9'.repeat(20) }, new Date());
    const pair = await t.app.inject({ method: 'GET', url: `/api/v1/calculator/pair/${id.BTC}/${id.ETH}/` });
    const q = quoteFromSend(pairTerms(pair.json()), '2');
    const res = await t.app.inject({
      method: 'POST',
      url: '/en/api/v1/claim/',
      payload: {
        email: 'rich@example.com',
        fromPs: id.BTC,
        toPs: id.ETH,
        fromSumma: q.send,
        toSumma: q.receive,
        toRequisites: { wallet: '0x52908400098527886E0F7030069857D2E4169EE7' },
        agree: true,
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toEqual({
      fromSumma: ['The amount is too large: what it converts to cannot be recorded. Lower the amount.'],
    });
    const [stored] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.claims)
      .where(eq(schema.claims.email, 'rich@example.com'));
    expect(stored?.n).toBe(0);
  });
});
