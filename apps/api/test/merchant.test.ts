import { and, eq } from 'drizzle-orm';
import type { TApiKeyCreated, TErrorBody, TInvoice, TMyShop } from '@exchanger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices, shopApiKeys, shops } from '../src/db/schema.js';
import { ids, seedCatalogue, type TDemoCode } from './catalogue-fixture.js';
import { buildTestApp, describeEachDb, type TTestApp } from './helpers.js';
import { createMember, type TMember } from './members.js';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const NO_INVOICE = '00000000-0000-4000-8000-000000000000';

describeEachDb('merchant area', (kind) => {
  let t: TTestApp;
  let id: Record<TDemoCode, number>;
  let ip = 0;
  let seller: TMember;
  let other: TMember;
  let admin: TMember;
  let operator: TMember;

  const remoteAddress = () => `10.9.${Math.floor(ip / 250) % 250}.${(ip += 1) % 250}`;
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    access: string | null,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress: remoteAddress(),
      ...(payload ? { payload } : {}),
      headers: { ...(access ? { authorization: `Bearer ${access}` } : {}), ...headers },
    });
  const merchant = (method: 'GET' | 'POST', url: string, key: string, payload?: object) =>
    call(method, url, null, payload, { 'x-api-key': key });

  const openShop = (who: TMember, extra: object = {}) =>
    call('POST', '/api/v1/users/me/shop/', who.access, {
      name: 'Tea House',
      siteUrl: 'https://tea.example',
      payoutCurrencyId: id.USDTTRC20,
      payoutRequisites: { wallet: TRON },
      ...extra,
    });

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedCatalogue(t);
    id = ids(t);
    seller = await createMember(t, 'seller@example.com', 'user', remoteAddress);
    other = await createMember(t, 'other-seller@example.com', 'user', remoteAddress);
    admin = await createMember(t, 'shops-admin@example.com', 'admin', remoteAddress);
    operator = await createMember(t, 'shops-operator@example.com', 'operator', remoteAddress);
  });
  afterAll(() => t.close());

  describe('opening a shop', () => {
    it('refuses guests', async () => {
      expect((await call('GET', '/api/v1/users/me/shop/', null)).statusCode).toBe(401);
      expect((await openShop({ access: '', id: 0 })).statusCode).toBe(401);
    });

    it('names every bad field in the request language and stores nothing', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/en/api/v1/users/me/shop/',
        headers: { authorization: `Bearer ${seller.access}` },
        payload: {
          name: 'Tea House',
          siteUrl: 'javascript:alert(1)',
          payoutCurrencyId: id.USDTTRC20,
          payoutRequisites: { wallet: TRON },
        },
      });
      expect(res.statusCode).toBe(400);
      const body = res.json<TErrorBody>();
      expect(body.fields?.siteUrl).toEqual(['An address starting with http:// or https:// is needed.']);

      const wallet = await openShop(seller, {
        payoutRequisites: { wallet: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6X' },
      });
      expect(wallet.statusCode).toBe(400);
      expect(Object.keys(wallet.json<TErrorBody>().fields ?? {})).toEqual(['payoutRequisites.wallet']);

      const cash = await openShop(seller, { payoutCurrencyId: id.CASHRUB, payoutRequisites: {} });
      expect(cash.statusCode).toBe(400);
      expect(Object.keys(cash.json<TErrorBody>().fields ?? {})).toEqual(['payoutCurrencyId']);

      expect(await t.database.db.select().from(shops)).toEqual([]);
      // No shop is an account's usual state: 200 with null, not a 404 in the browser's console.
      const none = await call('GET', '/api/v1/users/me/shop/', seller.access);
      expect(none.statusCode).toBe(200);
      expect(none.json()).toBeNull();
    });

    it('opens one shop per user, waiting for approval', async () => {
      const res = await openShop(seller);
      expect(res.statusCode, res.body).toBe(201);
      const shop = res.json<TMyShop>();
      expect(shop).toMatchObject({
        name: 'Tea House',
        status: 'pending',
        payoutCurrency: 'USDTTRC20',
        payoutRequisites: { wallet: TRON },
        feePercent: '1.5',
        webhookUrl: null,
        approvedAt: null,
      });
      expect(shop.webhookSecret).toMatch(/^[0-9a-f]{64}$/);
      expect((await openShop(seller)).statusCode).toBe(409);
      expect((await call('GET', '/api/v1/users/me/shop/', seller.access)).json<TMyShop>().id).toBe(shop.id);
      expect((await openShop(other, { name: 'Other shop' })).statusCode).toBe(201);
    });
  });

  describe('API keys and the merchant API', () => {
    let key: TApiKeyCreated;

    it('shows a new key once and keeps only its hash', async () => {
      const res = await call('POST', '/api/v1/users/me/shop/keys/', seller.access, { name: 'production' });
      expect(res.statusCode, res.body).toBe(201);
      key = res.json<TApiKeyCreated>();
      expect(key.key).toMatch(/^mk_[\w-]{43}$/);
      expect(key.key.startsWith(key.prefix)).toBe(true);
      const list = (await call('GET', '/api/v1/users/me/shop/keys/', seller.access)).body;
      expect(list).toContain(key.prefix);
      expect(list).not.toContain(key.key);
      const [stored] = await t.database.db.select().from(shopApiKeys).where(eq(shopApiKeys.id, key.id));
      expect(JSON.stringify(stored)).not.toContain(key.key);
    });

    it('refuses a shop that is not approved yet', async () => {
      const res = await merchant('GET', '/api/v1/merchant/invoices/', key.key);
      expect(res.statusCode).toBe(403);
      expect(res.json<TErrorBody>().code).toBe('permission_denied');
    });

    it('lets only administrators decide on shops, with a reason for a refusal, audited', async () => {
      const shop = await t.database.db.select().from(shops).where(eq(shops.name, 'Tea House'));
      const url = `/admin/api/shops/${shop[0]?.id}/decision/`;
      expect((await call('POST', url, null, { decision: 'approve' })).statusCode).toBe(401);
      expect((await call('POST', url, seller.access, { decision: 'approve' })).statusCode).toBe(403);
      expect((await call('GET', '/admin/api/shops/', seller.access)).statusCode).toBe(403);
      expect((await call('POST', url, operator.access, { decision: 'approve' })).statusCode).toBe(403);
      expect((await call('GET', '/admin/api/shops/', operator.access)).statusCode).toBe(403);
      expect((await call('POST', url, admin.access, { decision: 'reject' })).statusCode).toBe(400);

      const list = await call('GET', '/admin/api/shops/?status=pending', admin.access);
      expect(list.statusCode).toBe(200);
      expect(list.json<{ count: number }>().count).toBe(2);
      expect(list.body).toContain('seller@example.com');
      expect(list.body).not.toContain('webhookSecret');

      const approved = await call('POST', url, admin.access, {
        decision: 'approve',
        reason: 'site checked',
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json<{ status: string; ownerEmail: string }>()).toMatchObject({
        status: 'approved',
        ownerEmail: 'seller@example.com',
      });
      expect((await call('POST', url, admin.access, { decision: 'approve' })).statusCode).toBe(409);
      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'shop'), eq(auditLog.action, 'shop.approve')));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorId: admin.id, reason: 'site checked' });
    });

    let invoice: TInvoice;

    it('creates an invoice in the shop currency, one per order', async () => {
      const res = await merchant('POST', '/api/v1/merchant/invoices/', key.key, {
        amount: '25.50',
        orderId: 'A-1001',
        description: 'Green tea, 2 packs',
        successUrl: 'https://tea.example/paid',
      });
      expect(res.statusCode, res.body).toBe(201);
      invoice = res.json<TInvoice>();
      expect(invoice).toMatchObject({
        amount: '25.5',
        currency: 'USDTTRC20',
        orderId: 'A-1001',
        status: 'open',
        successUrl: 'https://tea.example/paid',
        failUrl: null,
        claimNumber: null,
      });
      expect(invoice.payUrl).toBe(`http://localhost:3000/?invoice=${invoice.id}`);
      expect(Date.parse(invoice.expiresAt) - Date.parse(invoice.createdAt)).toBe(24 * 3600_000);

      const again = await merchant('POST', '/api/v1/merchant/invoices/', key.key, {
        amount: '1',
        orderId: 'A-1001',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json<TErrorBody>().detail).toContain('A-1001');
    });

    it('refuses bad amounts, naming the field, and stores nothing', async () => {
      const before = (await t.database.db.select().from(invoices)).length;
      for (const amount of ['0', '1.1234567', '-1', 'ten', '1e3']) {
        const res = await merchant('POST', '/api/v1/merchant/invoices/', key.key, {
          amount,
          orderId: `bad-${amount}`,
        });
        expect(res.statusCode, amount).toBe(400);
        expect(Object.keys(res.json<TErrorBody>().fields ?? {}), amount).toEqual(['amount']);
      }
      expect((await t.database.db.select().from(invoices)).length).toBe(before);
    });

    it("reads the shop's own invoices only", async () => {
      const read = await merchant('GET', `/api/v1/merchant/invoices/${invoice.id}/`, key.key);
      expect(read.statusCode).toBe(200);
      expect(read.json<TInvoice>()).toEqual(invoice);
      const list = await merchant('GET', '/api/v1/merchant/invoices/?status=open', key.key);
      expect(list.json<{ count: number; results: TInvoice[] }>().results.map((i) => i.id)).toEqual([
        invoice.id,
      ]);
      expect((await merchant('GET', `/api/v1/merchant/invoices/${NO_INVOICE}/`, key.key)).statusCode).toBe(
        404,
      );

      // Another approved shop's key cannot see this shop's invoice.
      const otherShop = await t.database.db.select().from(shops).where(eq(shops.name, 'Other shop'));
      await call('POST', `/admin/api/shops/${otherShop[0]?.id}/decision/`, admin.access, {
        decision: 'approve',
      });
      const otherKey = (
        await call('POST', '/api/v1/users/me/shop/keys/', other.access, { name: 'k' })
      ).json<TApiKeyCreated>();
      expect(
        (await merchant('GET', `/api/v1/merchant/invoices/${invoice.id}/`, otherKey.key)).statusCode,
      ).toBe(404);
      expect(
        (await merchant('GET', '/api/v1/merchant/invoices/', otherKey.key)).json<{ count: number }>().count,
      ).toBe(0);
    });

    it('accepts the key as a bearer token too and notes its last use', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/merchant/invoices/',
        headers: { authorization: `Bearer ${key.key}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const keys = (await call('GET', '/api/v1/users/me/shop/keys/', seller.access)).json<
        { lastUsedAt: string | null }[]
      >();
      expect(keys[0]?.lastUsedAt).not.toBeNull();
    });

    it('refuses missing, wrong and revoked keys', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/merchant/invoices/' })).statusCode).toBe(401);
      expect(
        (await merchant('GET', '/api/v1/merchant/invoices/', `${key.key.slice(0, -1)}x`)).statusCode,
      ).toBe(401);
      // A user's access token is not a merchant key.
      expect((await call('GET', '/api/v1/merchant/invoices/', seller.access)).statusCode).toBe(401);
      expect((await call('DELETE', `/api/v1/users/me/shop/keys/${key.id}/`, other.access)).statusCode).toBe(
        404,
      );
      expect((await call('DELETE', `/api/v1/users/me/shop/keys/${key.id}/`, seller.access)).statusCode).toBe(
        204,
      );
      expect((await call('DELETE', `/api/v1/users/me/shop/keys/${key.id}/`, seller.access)).statusCode).toBe(
        404,
      );
      const res = await merchant('GET', '/api/v1/merchant/invoices/', key.key);
      expect(res.statusCode).toBe(401);
      expect(res.json<TErrorBody>().code).toBe('not_authenticated');
    });

    it('stops a blocked shop from taking payments or changing itself', async () => {
      const otherShop = await t.database.db.select().from(shops).where(eq(shops.name, 'Other shop'));
      const url = `/admin/api/shops/${otherShop[0]?.id}/decision/`;
      expect(
        (await call('POST', url, admin.access, { decision: 'block', reason: 'fraud reports' })).statusCode,
      ).toBe(200);
      const otherKey = (
        await t.database.db.select().from(shopApiKeys).where(eq(shopApiKeys.shopId, otherShop[0]!.id))
      )[0];
      expect(otherKey).toBeDefined();
      expect(
        (await call('PATCH', '/api/v1/users/me/shop/', other.access, { name: 'Renamed' })).statusCode,
      ).toBe(409);
      expect(
        (await call('POST', '/api/v1/users/me/shop/keys/', other.access, { name: 'k2' })).statusCode,
      ).toBe(409);
    });
  });
});
