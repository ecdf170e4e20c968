/**
 * The money of a shop: its balance after a sale, withdrawals (refused above the balance, never
 * below zero when concurrent, paid out or refused by an administrator), the sales history with its CSV
 * export, and the statistics.
 */
import { eq } from 'drizzle-orm';
import {
  dec,
  roundTo,
  type TAdminShopWithdrawalPage,
  type TErrorBody,
  type TSalesPage,
  type TShopBalance,
  type TShopLedgerPage,
  type TShopStatistics,
} from '@exchanger/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopLedger } from '../src/db/schema.js';
import { describeEachDb } from './helpers.js';
import { as, TRON, useTeaHouse } from './shop-fixture.js';

describeEachDb('paying a shop invoice', (kind) => {
  const f = useTeaHouse(kind);
  const { invoiceOf, pay, goodAmount, complete, pastItsTime } = f;

  describe('the money of the shop', () => {
    const get = <T>(url: string) =>
      f.t.app.inject({ method: 'GET', url, headers: as(f.seller.access) }).then((res) => {
        expect(res.statusCode, res.body).toBe(200);
        return res.json<T>();
      });
    const withdraw = (amount: string) =>
      f.t.app.inject({
        method: 'POST',
        url: '/api/v1/users/me/shop/withdrawal/',
        headers: as(f.seller.access),
        payload: { amount },
      });
    const decide = (lineId: number, payload: object, access = f.admin.access) =>
      f.t.app.inject({
        method: 'POST',
        url: `/admin/api/shop-withdrawals/${lineId}/decision/`,
        headers: as(access),
        payload,
      });

    // What the tests of the paying flow leave behind (invoice-payments.test.ts): four invoices —
    // one open, one past its time, one paid by a completed claim, one being paid.
    beforeAll(async () => {
      await invoiceOf(goodAmount(), 'refusals-1');
      await pastItsTime((await invoiceOf(goodAmount(), 'refusals-2')).id);
      const sold = await pay(await invoiceOf(goodAmount(), 'order-77'));
      expect(sold.statusCode, sold.body).toBe(201);
      await complete(sold.json<{ id: string }>().id);
      expect((await pay(await invoiceOf(goodAmount(), 'order-78'))).statusCode).toBe(201);
    });

    it('holds the credited sale less its fee, exactly', async () => {
      const [sale] = await f.t.database.db.select().from(shopLedger).where(eq(shopLedger.kind, 'sale'));
      const net = dec(sale?.amount ?? '0').minus(dec(sale?.fee ?? '0'));
      const balance = await get<TShopBalance>('/api/v1/users/me/shop/balance/');
      expect(balance.currency).toBe('USDTTRC20');
      expect(dec(balance.balance).eq(net)).toBe(true);
      expect(dec(balance.earned).eq(net)).toBe(true);
      expect(dec(balance.fees).eq(dec(sale?.fee ?? '0'))).toBe(true);
    });

    it('refuses a withdrawal above the balance or finer than the currency', async () => {
      const { balance } = await get<TShopBalance>('/api/v1/users/me/shop/balance/');
      const above = await withdraw(dec(balance).plus(1).toFixed());
      expect(above.statusCode).toBe(400);
      expect(Object.keys(above.json<TErrorBody>().fields ?? {})).toEqual(['amount']);
      const fine = await withdraw('0.0000000001');
      expect(fine.statusCode).toBe(400);
      expect((await get<TShopLedgerPage>('/api/v1/users/me/shop/ledger/')).count).toBe(1);
    });

    it('never lets concurrent withdrawals take the balance below zero', async () => {
      const { balance } = await get<TShopBalance>('/api/v1/users/me/shop/balance/');
      const part = roundTo(dec(balance).times('0.4'), f.terms.to.precision, 'down').toFixed();
      const answers = await Promise.all(Array.from({ length: 5 }, () => withdraw(part)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 400, 400, 400]);
      const after = await get<TShopBalance>('/api/v1/users/me/shop/balance/');
      expect(dec(after.balance).eq(dec(balance).minus(dec(part).times(2)))).toBe(true);
      expect(dec(after.pending).eq(dec(part).times(2))).toBe(true);
    });

    it('lets administrators pay out or refuse a withdrawal, once, and a refusal gives the money back', async () => {
      const list = await f.t.app.inject({
        method: 'GET',
        url: '/admin/api/shop-withdrawals/?status=pending',
        headers: as(f.admin.access),
      });
      expect(list.statusCode).toBe(200);
      const [first, second] = list.json<TAdminShopWithdrawalPage>().results;
      expect(first).toMatchObject({ shopName: 'Tea House', ownerEmail: 'tea-seller@example.com' });
      expect(first?.requisites).toEqual({ wallet: TRON });
      const asSeller = await f.t.app.inject({
        method: 'GET',
        url: '/admin/api/shop-withdrawals/',
        headers: as(f.seller.access),
      });
      expect(asSeller.statusCode).toBe(403);
      expect((await decide(first?.id ?? 0, { decision: 'approve' }, f.seller.access)).statusCode).toBe(403);
      const byOperator = await decide(first?.id ?? 0, { decision: 'approve' }, f.operator.access);
      expect(byOperator.statusCode).toBe(403);
      expect(byOperator.json<TErrorBody>().detail).toBe('Это может сделать только администратор.');
      expect((await decide(first?.id ?? 0, { decision: 'reject' })).statusCode).toBe(400);

      const before = await get<TShopBalance>('/api/v1/users/me/shop/balance/');
      expect((await decide(first?.id ?? 0, { decision: 'reject', reason: 'wrong wallet' })).statusCode).toBe(
        200,
      );
      expect((await decide(first?.id ?? 0, { decision: 'approve' })).statusCode).toBe(409);
      const rejected = await get<TShopBalance>('/api/v1/users/me/shop/balance/');
      expect(dec(rejected.balance).eq(dec(before.balance).plus(dec(first?.amount ?? '0')))).toBe(true);

      expect((await decide(second?.id ?? 0, { decision: 'approve', reason: 'tx 0xabc' })).statusCode).toBe(
        200,
      );
      const paid = await get<TShopBalance>('/api/v1/users/me/shop/balance/');
      expect(dec(paid.withdrawn).eq(dec(second?.amount ?? '0'))).toBe(true);
      expect(dec(paid.pending).eq(0)).toBe(true);
    });

    it('lists the sales with what the buyer paid, filters them and exports them as CSV', async () => {
      const all = await get<TSalesPage>('/api/v1/users/me/shop/sales/');
      expect(all.count).toBe(4);
      const paid = await get<TSalesPage>('/api/v1/users/me/shop/sales/?status=paid');
      expect(paid.count).toBe(1);
      const [sale] = paid.results;
      expect(sale).toMatchObject({ orderId: 'order-77', status: 'paid', claimStatus: 'completed' });
      expect(sale?.paidWith?.currency).toBe('SBERRUB');
      expect(dec(sale?.fee ?? '0').gt(0)).toBe(true);
      expect((await get<TSalesPage>('/api/v1/users/me/shop/sales/?status=expired')).count).toBe(1);
      expect((await get<TSalesPage>('/api/v1/users/me/shop/sales/?to=2000-01-01')).count).toBe(0);
      const bad = await f.t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me/shop/sales/?from=yesterday',
        headers: as(f.seller.access),
      });
      expect(bad.statusCode).toBe(400);

      const csv = await f.t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me/shop/sales.csv?status=paid',
        headers: as(f.seller.access),
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = csv.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'created_at,invoice_id,order_id,amount,currency,status,paid_with,paid_amount,fee,claim_number,description',
      );
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`,order-77,${sale?.amount},USDTTRC20,paid,SBERRUB,`);
      expect(
        (await f.t.app.inject({ method: 'GET', url: '/api/v1/users/me/shop/sales.csv' })).statusCode,
      ).toBe(401);
    });

    it('counts the days, the conversion and the currencies buyers paid with', async () => {
      const stats = await get<TShopStatistics>('/api/v1/users/me/shop/statistics/?days=7');
      expect(stats.days).toHaveLength(7);
      const today = stats.days.at(-1);
      expect(today?.day).toBe(new Date().toISOString().slice(0, 10));
      expect(stats.totals).toMatchObject({ invoices: 4, paid: 1, conversion: '25' });
      expect(dec(stats.totals.volume).eq(dec(today?.volume ?? '0'))).toBe(true);
      expect(stats.topCurrencies).toEqual([{ currency: 'SBERRUB', count: 1, volume: stats.totals.volume }]);
      const bad = await f.t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me/shop/statistics/?days=1000',
        headers: as(f.seller.access),
      });
      expect(bad.statusCode).toBe(400);
    });
  });
});
