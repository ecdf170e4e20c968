/**
 * The back office's shop desks: the list of shops searched and counted for the navigation's badge,
 * and shop withdrawals with each shop's balance now. Decisions themselves are in merchant.test.ts.
 */
import { dec, type TAdminShopPage, type TAdminShopWithdrawalPage, type TMyShop } from '@exchanger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopLedger } from '../src/db/schema.js';
import { ids, seedCatalogue, type TDemoCode } from './catalogue-fixture.js';
import { buildTestApp, describeEachDb, type TTestApp } from './helpers.js';
import { createMember, type TMember } from './members.js';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describeEachDb('back office: shops and shop withdrawals', (kind) => {
  let t: TTestApp;
  let id: Record<TDemoCode, number>;
  let ip = 0;
  let admin: TMember;
  let operator: TMember;
  let user: TMember;
  const shopsOf: TMyShop[] = [];

  const remoteAddress = () => `10.11.${Math.floor(ip / 250) % 250}.${(ip += 1) % 250}`;
  const call = (method: 'GET' | 'POST', url: string, access: string | null, payload?: object) =>
    t.app.inject({
      method,
      url,
      remoteAddress: remoteAddress(),
      ...(payload ? { payload } : {}),
      headers: access ? { authorization: `Bearer ${access}` } : {},
    });

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedCatalogue(t);
    id = ids(t);
    admin = await createMember(t, 'desk-admin@example.com', 'admin', remoteAddress);
    operator = await createMember(t, 'desk-operator@example.com', 'operator', remoteAddress);
    user = await createMember(t, 'desk-user@example.com', 'user', remoteAddress);
    for (const [email, name, site] of [
      ['tea-owner@example.com', 'Tea House', 'https://tea.example'],
      ['coffee-owner@example.com', 'Coffee 100%', 'https://beans.example'],
    ] as const) {
      const owner = await createMember(t, email, 'user', remoteAddress);
      const res = await call('POST', '/api/v1/users/me/shop/', owner.access, {
        name,
        siteUrl: site,
        payoutCurrencyId: id.USDTTRC20,
        payoutRequisites: { wallet: TRON },
      });
      expect(res.statusCode, res.body).toBe(201);
      shopsOf.push(res.json<TMyShop>());
    }
  });
  afterAll(() => t.close());

  describe('the list of shops', () => {
    it('is for administrators only', async () => {
      expect((await call('GET', '/admin/api/shops/?q=tea', null)).statusCode).toBe(401);
      expect((await call('GET', '/admin/api/shops/?q=tea', user.access)).statusCode).toBe(403);
      expect((await call('GET', '/admin/api/shops/?q=tea', operator.access)).statusCode).toBe(403);
      expect((await call('GET', '/admin/api/shop-withdrawals/', null)).statusCode).toBe(401);
      expect((await call('GET', '/admin/api/shop-withdrawals/', user.access)).statusCode).toBe(403);
      expect((await call('GET', '/admin/api/shop-withdrawals/', operator.access)).statusCode).toBe(403);
    });

    it('finds a shop by words of its name, its site, its owner’s e-mail or its number', async () => {
      const find = async (q: string) => {
        const res = await call('GET', `/admin/api/shops/?q=${encodeURIComponent(q)}`, admin.access);
        expect(res.statusCode, res.body).toBe(200);
        return res.json<TAdminShopPage>().results.map((s) => s.name);
      };
      expect(await find('TEA')).toEqual(['Tea House']);
      expect(await find('beans.example')).toEqual(['Coffee 100%']);
      expect(await find('coffee-owner@')).toEqual(['Coffee 100%']);
      // `%` is searched for literally, not as a wildcard.
      expect(await find('%')).toEqual(['Coffee 100%']);
      // A number is also a shop's id (and still words: "Coffee 100%" holds a 1 too).
      expect(await find(String(shopsOf[0]?.id))).toContain('Tea House');
      expect(await find(String(shopsOf[1]?.id))).toEqual(['Coffee 100%']);
      expect(await find('nothing like it')).toEqual([]);
    });

    it('counts the shops waiting for a decision whatever the filter', async () => {
      const approve = await call('POST', `/admin/api/shops/${shopsOf[0]?.id}/decision/`, admin.access, {
        decision: 'approve',
        reason: 'site checked',
      });
      expect(approve.statusCode, approve.body).toBe(200);
      const res = await call('GET', '/admin/api/shops/?status=approved', admin.access);
      expect(res.json<TAdminShopPage>()).toMatchObject({ count: 1, pending: 1 });
    });

    it('answers a bad filter with 400 naming it', async () => {
      const res = await call('GET', '/admin/api/shops/?status=sleeping', admin.access);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ fields?: Record<string, string[]> }>().fields).toHaveProperty('status');
    });
  });

  describe('shop withdrawals', () => {
    it('shows each with the shop’s balance now, exactly, and counts those waiting', async () => {
      const shopId = shopsOf[0]?.id ?? 0;
      await t.database.db.insert(shopLedger).values([
        { shopId, kind: 'sale', amount: '100.10', fee: '1.501', status: 'done', currencyId: id.USDTTRC20 },
        {
          shopId,
          kind: 'withdrawal',
          amount: '40.2',
          status: 'pending',
          currencyId: id.USDTTRC20,
          requisites: { wallet: TRON },
        },
        {
          shopId,
          kind: 'withdrawal',
          amount: '10',
          status: 'rejected',
          currencyId: id.USDTTRC20,
          requisites: { wallet: TRON },
        },
      ]);
      const res = await call('GET', '/admin/api/shop-withdrawals/?status=pending', admin.access);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<TAdminShopWithdrawalPage>();
      expect(page).toMatchObject({ count: 1, pending: 1 });
      expect(page.results[0]).toMatchObject({ shopName: 'Tea House', ownerEmail: 'tea-owner@example.com' });
      // 100.10 − 1.501 − 40.2 (the rejected 10 is back on the balance).
      expect(dec(page.results[0]?.balance ?? '0').eq('58.399')).toBe(true);
      const all = await call('GET', '/admin/api/shop-withdrawals/', admin.access);
      expect(all.json<TAdminShopWithdrawalPage>()).toMatchObject({ count: 2, pending: 1 });
    });
  });
});
