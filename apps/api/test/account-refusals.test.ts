/** The account programmes refused: bad withdrawals and filters, guests, other users, races. */
import { dec } from '@exchanger/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralLedger } from '../src/db/schema.js';
import { accountKit } from './account-fixture.js';
import type { TDemoCode } from './catalogue-fixture.js';
import { describeEachDb, type TTestApp } from './helpers.js';
import { seededApp } from './seeded-app.js';

describeEachDb('account programmes', (kind) => {
  let t: TTestApp;
  let id: Record<TDemoCode, number>;
  const { newIp, get, newUser, credit, withdraw } = accountKit(
    () => t,
    () => id,
  );

  beforeAll(async () => {
    ({ t, id } = await seededApp(kind));
  });
  afterAll(() => t.close());

  describe('errors', () => {
    it('refuses a withdrawal below the minimum or above the balance, naming the amount', async () => {
      const user = await newUser();
      await credit(user, '12');
      const low = await withdraw(user, { amount: '9.99' });
      expect(low.statusCode).toBe(400);
      expect(low.json()).toMatchObject({
        code: 'validation_error',
        detail: 'Минимальная сумма вывода — 10 USDT.',
        fields: { amount: ['Минимальная сумма вывода — 10 USDT.'] },
      });
      const high = await withdraw(user, { amount: '12.01' }, '/en/api/v1/users/me/refferal/withdrawal/');
      expect(high.statusCode).toBe(400);
      expect(high.json()).toMatchObject({
        detail: 'The amount is above the balance: 12.00 USDT available.',
        fields: { amount: ['The amount is above the balance: 12.00 USDT available.'] },
      });
      const fine = await withdraw(user, { amount: '10.001' });
      expect(fine.json().fields).toEqual({ amount: ['Слишком много знаков после точки.'] });
      const bad = await withdraw(user, { amount: '-5' });
      expect(bad.json().fields.amount).toBeDefined();
      expect((await get('/api/v1/users/me/refferal/', user)).json().balance).toBe('12.00');
    });

    it('refuses bad requisites and currencies, naming the field', async () => {
      const user = await newUser();
      await credit(user, '50');
      const wallet = await withdraw(user, { amount: '10', requisites: { wallet: 'T-not-an-address' } });
      expect(wallet.statusCode).toBe(400);
      expect(Object.keys(wallet.json().fields)).toEqual(['requisites.wallet']);
      const missing = await withdraw(user, { amount: '10', requisites: {} });
      expect(missing.json().fields).toEqual({ 'requisites.wallet': ['Заполните это поле.'] });
      const card = await withdraw(user, {
        amount: '10',
        currencyId: id.SBERRUB,
        requisites: { card: '4111 1111 1111 1112', cardholder: 'IVAN IVANOV' },
      });
      expect(Object.keys(card.json().fields)).toEqual(['requisites.card']);
      for (const currencyId of [id.CASHRUB, 999_999]) {
        const res = await withdraw(user, { amount: '10', currencyId });
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toEqual({ currencyId: ['Такой валюты нет или она отключена.'] });
      }
      const both = await withdraw(user, { amount: '1', requisites: {} });
      expect(Object.keys(both.json().fields).sort()).toEqual(['amount', 'requisites.wallet']);
      expect((await get('/api/v1/users/me/refferal/withdrawal/', user)).json().count).toBe(0);
    });

    it('refuses a bad status filter and page size', async () => {
      const user = await newUser();
      const res = await get('/api/v1/users/me/refferal/dw/?status=lost', user);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['status']);
      expect((await get('/api/v1/users/me/refferal/dw/?size=1000', user)).statusCode).toBe(400);
    });

    it('reads an empty status as every status, as the specification’s client sends it', async () => {
      const user = await newUser();
      await credit(user, '40');
      expect((await withdraw(user, { amount: '20' })).statusCode).toBe(201);
      for (const url of [
        '/api/v1/users/me/refferal/dw/?status=',
        '/api/v1/users/me/refferal/dw/?status=&page=1&size=10',
        '/api/v1/users/me/refferal/withdrawal/?status=',
      ]) {
        const res = await get(url, user);
        expect(res.statusCode, url).toBe(200);
      }
      expect((await get('/api/v1/users/me/refferal/dw/?status=', user)).json().count).toBe(2);
      expect((await get('/api/v1/users/me/refferal/withdrawal/?status=', user)).json().count).toBe(1);
    });
  });

  describe('security', () => {
    const PROTECTED: [string, string][] = [
      ['GET', '/api/v1/users/me/promocodes/'],
      ['GET', '/api/v1/users/me/refferal/'],
      ['GET', '/api/v1/users/me/refferal/dw/'],
      ['GET', '/api/v1/users/me/refferal/currencies/'],
      ['GET', '/api/v1/users/me/refferal/withdrawal/'],
      ['POST', '/api/v1/users/me/refferal/withdrawal/'],
      ['GET', '/api/v1/users/me/loyalty/'],
    ];

    it('answers 401 without a token and token_not_valid with a bad one', async () => {
      for (const [method, url] of PROTECTED) {
        const payload = method === 'POST' ? { amount: '10', currencyId: 1, requisites: {} } : undefined;
        const none = await t.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
        expect(none.statusCode, url).toBe(401);
        expect(none.json().code).toBe('not_authenticated');
        const bad = await t.app.inject({
          method: method as 'GET',
          url,
          headers: { authorization: 'Bearer not.a.token' },
          ...(payload ? { payload } : {}),
        });
        expect(bad.statusCode, url).toBe(401);
        expect(bad.json().code).toBe('token_not_valid');
      }
    });

    it("never shows another user's ledger", async () => {
      const alice = await newUser();
      const bob = await newUser();
      await credit(alice, '40');
      expect((await withdraw(alice, { amount: '20' })).statusCode).toBe(201);
      for (const url of ['/api/v1/users/me/refferal/dw/', '/api/v1/users/me/refferal/withdrawal/'])
        expect((await get(url, bob)).json()).toMatchObject({ count: 0, results: [] });
      expect((await get('/api/v1/users/me/refferal/', bob)).json().balance).toBe('0.00');
      // Bob cannot spend Alice's balance either.
      expect((await withdraw(bob, { amount: '10' })).statusCode).toBe(400);
      expect((await get('/api/v1/users/me/refferal/dw/', alice)).json().count).toBe(2);
    });

    it('rate-limits the promocode check per address', async () => {
      const ip = newIp();
      const codes: number[] = [];
      for (let i = 0; i < 62; i += 1)
        codes.push((await get(`/api/v1/promocodes/GUESS${i}/`, undefined, ip)).statusCode);
      expect(codes.slice(0, 60).every((c) => c === 404)).toBe(true);
      expect(codes.slice(60)).toEqual([429, 429]);
      expect((await get('/api/v1/promocodes/WELCOME1/', undefined, ip)).statusCode).toBe(429);
      expect((await get('/api/v1/promocodes/WELCOME1/', undefined, newIp())).statusCode).toBe(200);
    });
  });

  describe('under concurrency', () => {
    it('never lets 20 concurrent withdrawals take the balance below zero', async () => {
      const user = await newUser();
      await credit(user, '100');
      const results = await Promise.all(Array.from({ length: 20 }, () => withdraw(user, { amount: '15' })));
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(6);
      expect(statuses.filter((s) => s === 400)).toHaveLength(14);
      for (const r of results.filter((x) => x.statusCode === 400))
        expect(Object.keys(r.json().fields)).toEqual(['amount']);
      expect((await get('/api/v1/users/me/refferal/', user)).json().balance).toBe('10.00');
      const [sum] = await t.database.db
        .select({ total: sql<string>`sum(${referralLedger.amount})::text` })
        .from(referralLedger)
        .where(eq(referralLedger.userId, user.id));
      expect(dec(sum?.total ?? '0').eq(190)).toBe(true);
    });
  });
});
