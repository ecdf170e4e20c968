/**
 * Invoices outside the merchant API: payment links a seller makes from the account and the page a
 * buyer opens without signing in; and invoices nobody paid in time, expired once with one
 * webhook each.
 */
import { eq } from 'drizzle-orm';
import { type TErrorBody, type TInvoice, type TPublicInvoice, ZInvoiceWebhook } from '@exchanger/core';
import { describe, expect, it } from 'vitest';
import { invoices, webhookDeliveries } from '../src/db/schema.js';
import { createInvoicePayments, createMerchantRepos } from '../src/modules/merchant/index.js';
import { describeEachDb } from './helpers.js';
import { as, useTeaHouse } from './shop-fixture.js';

describeEachDb('paying a shop invoice', (kind) => {
  const f = useTeaHouse(kind);
  const { invoiceOf, pay, goodAmount, pastItsTime } = f;

  describe('payment links', () => {
    it('makes a link from the account that a buyer opens without signing in', async () => {
      const res = await f.t.app.inject({
        method: 'POST',
        url: '/api/v1/users/me/shop/invoices/',
        headers: as(f.seller.access),
        payload: { amount: goodAmount(), description: 'Gift card' },
      });
      expect(res.statusCode, res.body).toBe(201);
      const link = res.json<TInvoice>();
      expect(link.orderId).toMatch(/^link-[0-9a-f]{8}$/);
      expect(link.payUrl).toBe(`http://localhost:3000/?invoice=${link.id}`);
      const guest = await f.t.app.inject({
        method: 'POST',
        url: '/api/v1/users/me/shop/invoices/',
        payload: { amount: '1' },
      });
      expect(guest.statusCode).toBe(401);

      const read = await f.t.app.inject({ method: 'GET', url: `/en/api/v1/invoices/${link.id}/` });
      expect(read.statusCode).toBe(200);
      expect(read.json<TPublicInvoice>()).toMatchObject({
        id: link.id,
        shop: { name: 'Tea House', siteUrl: 'https://tea.example' },
        amount: link.amount,
        currencyId: f.id.USDTTRC20,
        currency: 'USDTTRC20',
        description: 'Gift card',
        status: 'open',
        payable: true,
      });
      // The buyer can pay with exactly the currencies that have a live direction to the invoice's.
      const payWith = read.json<TPublicInvoice>().fromIds;
      const fromIds = (await f.t.app.inject({ method: 'GET', url: '/api/v1/calculator/from/' })).json<
        number[]
      >();
      const expected: number[] = [];
      for (const from of fromIds) {
        const to = await f.t.app.inject({ method: 'GET', url: `/api/v1/calculator/from/${from}/` });
        if (to.json<number[]>().includes(f.id.USDTTRC20)) expected.push(from);
      }
      expect(payWith).toEqual(expected);
      expect(payWith).toContain(f.id.SBERRUB);
      expect(payWith).not.toContain(f.id.USDTTRC20);
      expect(read.body).not.toContain('orderId');
      expect(read.body).not.toContain('webhook');
      const unknown = await f.t.app.inject({
        method: 'GET',
        url: '/api/v1/invoices/00000000-0000-4000-8000-000000000000/',
      });
      expect(unknown.statusCode).toBe(404);
      const bad = await f.t.app.inject({ method: 'GET', url: '/en/api/v1/invoices/not-a-uuid/' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<TErrorBody>().fields?.id).toEqual(['Invalid invoice number.']);
    });
  });

  describe('invoices nobody paid', () => {
    it('expire once, even run twice at a time, with one webhook each, and take no claim after', async () => {
      const stale = await invoiceOf(goodAmount(), 'expiry-stale');
      const fresh = await invoiceOf(goodAmount(), 'expiry-fresh');
      await pastItsTime(stale.id);
      const payments = createInvoicePayments({
        db: f.t.database.db,
        ...createMerchantRepos(f.t.database.db),
        catalogue: f.t.app.services.catalogue,
      });
      const [first, second] = await Promise.all([payments.expireDue(), payments.expireDue()]);
      expect(first + second).toBeGreaterThanOrEqual(1);
      expect(await payments.expireDue()).toBe(0);

      const status = async (id: string) =>
        (await f.t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]?.status;
      expect(await status(stale.id)).toBe('expired');
      expect(await status(fresh.id)).toBe('open');
      const hooks = await f.t.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.invoiceId, stale.id));
      expect(hooks).toHaveLength(1);
      expect(ZInvoiceWebhook.safeParse({ id: hooks[0]?.id, ...hooks[0]?.payload }).success).toBe(true);
      expect(hooks[0]?.payload).toMatchObject({
        event: 'invoice.updated',
        invoice: { id: stale.id, orderId: 'expiry-stale', status: 'expired' },
        claim: null,
      });
      const read = await f.t.app.inject({
        method: 'GET',
        url: `/api/v1/merchant/invoices/${stale.id}/`,
        headers: { 'x-api-key': f.key },
      });
      expect(read.json<TInvoice>().status).toBe('expired');
      expect((await pay(stale)).statusCode).toBe(409);
    });
  });
});
