/**
 * Paying a shop invoice: the claim that pays it (refusals, the amount, one claim at a time), the
 * signed webhooks each status change posts, and the sale credited when the claim completes. The
 * shop's money afterwards is in shop-money.test.ts, payment links and expiry in
 * payment-links.test.ts.
 */
import { eq } from 'drizzle-orm';
import {
  dec,
  pairTerms,
  quoteFromReceive,
  type TClaimForm,
  type TErrorBody,
  type TInvoice,
  type TMyShop,
  type TWebhookDeliveryPage,
  ZInvoiceWebhook,
} from '@exchanger/core';
import { describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../../docs/examples/verify-webhook.mjs';
import { claims, shopLedger } from '../src/db/schema.js';
import { saleFee } from '../src/modules/merchant/index.js';
import { describeEachDb } from './helpers.js';
import { createMember } from './members.js';
import { as, TRON, useTeaHouse } from './shop-fixture.js';

describeEachDb('paying a shop invoice', (kind) => {
  const f = useTeaHouse(kind);
  const { invoiceOf, pay, goodAmount, complete, pastItsTime, remoteAddress } = f;

  describe('refusals', () => {
    it('answers each mistake with the field, storing nothing', async () => {
      const invoice = await invoiceOf(goodAmount(), 'refusals-1');
      const wrongCurrency = await pay(invoice, { toPs: f.id.BTC });
      expect(wrongCurrency.statusCode).toBe(400);
      expect(Object.keys(wrongCurrency.json<TErrorBody>().fields ?? {})).toEqual(['toPs']);
      const wrongAmount = await pay(invoice, { toSumma: dec(invoice.amount).plus(1).toFixed() });
      expect(wrongAmount.statusCode).toBe(400);
      expect(Object.keys(wrongAmount.json<TErrorBody>().fields ?? {})).toEqual(['toSumma']);
      const unknown = await pay({ ...invoice, id: '00000000-0000-4000-8000-000000000000' });
      expect(unknown.statusCode).toBe(409);
      expect(await f.t.database.db.select().from(claims).where(eq(claims.invoiceId, invoice.id))).toEqual([]);
    });

    it('refuses an expired invoice', async () => {
      const invoice = await invoiceOf(goodAmount(), 'refusals-2');
      await pastItsTime(invoice.id);
      const res = await pay(invoice);
      expect(res.statusCode).toBe(409);
      expect(res.json<TErrorBody>().code).toBe('conflict');
    });
  });

  describe('paid with a coin worth many units of the invoice currency', () => {
    it('accepts the send amount rounded up, though it buys a few units more than the invoice', async () => {
      const rubSeller = await createMember(f.t, 'rub-seller@example.com', 'user', remoteAddress);
      const opened = await f.t.app.inject({
        method: 'POST',
        url: '/api/v1/users/me/shop/',
        headers: as(rubSeller.access),
        payload: {
          name: 'Samovar',
          siteUrl: 'https://samovar.example',
          payoutCurrencyId: f.id.SBERRUB,
          payoutRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
        },
      });
      expect(opened.statusCode, opened.body).toBe(201);
      const rubShop = opened.json<TMyShop>();
      await f.t.app.inject({
        method: 'POST',
        url: `/admin/api/shops/${rubShop.id}/decision/`,
        headers: as(f.admin.access),
        payload: { decision: 'approve' },
      });
      const link = await f.t.app.inject({
        method: 'POST',
        url: '/api/v1/users/me/shop/invoices/',
        headers: as(rubSeller.access),
        payload: { amount: '150000.01' },
      });
      expect(link.statusCode, link.body).toBe(201);
      const invoice = link.json<TInvoice>();
      const btc = pairTerms(
        (
          await f.t.app.inject({ method: 'GET', url: `/api/v1/calculator/pair/${f.id.BTC}/${f.id.SBERRUB}/` })
        ).json(),
      );
      const q = quoteFromReceive(btc, invoice.amount);
      // One satoshi buys more than a kopeck: the rounded-up send amount overshoots by more than one unit.
      expect(dec(q.receive).minus(invoice.amount).gt('0.01')).toBe(true);
      const res = await pay(invoice, {
        fromPs: f.id.BTC,
        toPs: f.id.SBERRUB,
        fromSumma: q.send,
        fromRequisites: {},
        toRequisites: {},
      });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await f.t.database.db.select().from(claims).where(eq(claims.invoiceId, invoice.id));
      expect(dec(row?.toAmount ?? '0').eq('150000.01')).toBe(true);
    });
  });

  describe('from the claim to the shop balance', () => {
    let invoice: TInvoice;
    let claimId: string;

    it('creates the claim for exactly the invoice, paid out to the shop', async () => {
      invoice = await invoiceOf(goodAmount(), 'order-77');
      const res = await pay(invoice);
      expect(res.statusCode, res.body).toBe(201);
      claimId = res.json<{ id: string }>().id;
      const [row] = await f.t.database.db.select().from(claims).where(eq(claims.id, claimId));
      expect(row?.invoiceId).toBe(invoice.id);
      expect(dec(row?.toAmount ?? '0').eq(dec(invoice.amount))).toBe(true);
      // The buyer's receive requisites are ignored: the shop's payout wallet is the receive side.
      expect(row?.toRequisites).toEqual({ wallet: TRON });
      const read = await f.t.app.inject({
        method: 'GET',
        url: `/api/v1/merchant/invoices/${invoice.id}/`,
        headers: { 'x-api-key': f.key },
      });
      expect(read.json<TInvoice>().status).toBe('paying');
      // The buyer's page names the shop and its return addresses, not its payout wallet.
      const form = await f.t.app.inject({ method: 'GET', url: `/api/v1/claim/${claimId}/form/` });
      expect(form.json<TClaimForm>()).toMatchObject({
        toRequisites: {},
        shop: { name: 'Tea House', successUrl: null, failUrl: null },
      });
      expect(form.body).not.toContain(TRON);
    });

    it('lets one claim at a time pay an invoice', async () => {
      const again = await pay(invoice);
      expect(again.statusCode).toBe(409);
    });

    it('posts a signed webhook the documented example verifies, and refuses a forged one', async () => {
      const report = await f.t.app.services.webhooks.deliverDue();
      expect(report).toEqual({ delivered: 1, retried: 0, failed: 0 });
      expect(f.receiver.received).toHaveLength(1);
      const [hook] = f.receiver.received;
      const signature = hook?.headers['x-signature'] as string;
      expect(verifyWebhook(f.shop.webhookSecret, signature, hook?.body ?? '')).toBe(true);
      expect(verifyWebhook('another secret', signature, hook?.body ?? '')).toBe(false);
      expect(
        verifyWebhook(f.shop.webhookSecret, signature, (hook?.body ?? '').replace('paying', 'paid')),
      ).toBe(false);
      expect(
        verifyWebhook(f.shop.webhookSecret, signature, hook?.body ?? '', { now: Date.now() + 3_600_000 }),
      ).toBe(false);
      const body = JSON.parse(hook?.body ?? '{}') as {
        event: string;
        invoice: { id: string; orderId: string; status: string };
        claim: { number: string; status: string };
      };
      expect(hook?.headers['x-webhook-event']).toBe('invoice.updated');
      // What is posted is exactly the documented contract (the OpenAPI document's webhook).
      expect(ZInvoiceWebhook.parse(JSON.parse(hook?.body ?? '{}')).id).toBe(
        Number(hook?.headers['x-webhook-id']),
      );
      expect(body).toMatchObject({
        event: 'invoice.updated',
        invoice: { id: invoice.id, orderId: 'order-77', status: 'paying' },
        claim: { number: claimId.slice(0, 8), status: 'new' },
      });
    });

    it('credits the shop exactly, less its fee, when an operator completes the claim', async () => {
      await complete(claimId);

      const ledger = await f.t.database.db.select().from(shopLedger).where(eq(shopLedger.claimId, claimId));
      expect(ledger).toHaveLength(1);
      const fee = saleFee(invoice.amount, '1.5', f.terms.to.precision);
      expect(dec(ledger[0]?.amount ?? '0').eq(dec(invoice.amount))).toBe(true);
      expect(dec(ledger[0]?.fee ?? '0').eq(dec(fee))).toBe(true);
      expect(dec(fee).gt(0)).toBe(true);
      const read = await f.t.app.inject({
        method: 'GET',
        url: `/api/v1/merchant/invoices/${invoice.id}/`,
        headers: { 'x-api-key': f.key },
      });
      expect(read.json<TInvoice>().status).toBe('paid');

      await f.t.app.services.webhooks.deliverDue();
      const statuses = f.receiver.received.map(
        (r) => (JSON.parse(r.body) as { claim: { status: string } }).claim.status,
      );
      expect(statuses).toEqual(['new', 'paid', 'processing', 'completed']);
      const last = JSON.parse(f.receiver.received.at(-1)?.body ?? '{}') as { invoice: { status: string } };
      expect(last.invoice.status).toBe('paid');
    });

    it('retries a receiver that fails, and shows the seller every attempt', async () => {
      f.receiver.state.status = 500;
      const other = await invoiceOf(goodAmount(), 'order-78');
      expect((await pay(other)).statusCode).toBe(201);
      expect(await f.t.app.services.webhooks.deliverDue()).toEqual({ delivered: 0, retried: 1, failed: 0 });
      // Not due again until its back-off has passed.
      expect(await f.t.app.services.webhooks.deliverDue()).toEqual({ delivered: 0, retried: 0, failed: 0 });
      const list = await f.t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me/shop/webhooks/',
        headers: as(f.seller.access),
      });
      expect(list.statusCode).toBe(200);
      const [newest] = list.json<TWebhookDeliveryPage>().results;
      expect(newest).toMatchObject({
        invoiceId: other.id,
        status: 'pending',
        attempts: 1,
        lastError: 'answered 500',
      });
      expect(newest?.log).toHaveLength(1);
      expect(newest?.log[0]?.statusCode).toBe(500);
      expect(Date.parse(newest?.nextAttemptAt ?? '')).toBeGreaterThan(Date.now() + 20_000);
      f.receiver.state.status = 200;
    });
  });
});
