import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import {
  dec,
  pairTerms,
  quoteFromReceive,
  quoteFromSend,
  roundTo,
  type TAdminShopWithdrawalPage,
  type TClaimForm,
  type TApiKeyCreated,
  type TSalesPage,
  type TShopBalance,
  type TShopLedgerPage,
  type TShopStatistics,
  type TPublicInvoice,
  type TErrorBody,
  type TInvoice,
  type TMyShop,
  type TPairTerms,
  type TWebhookDeliveryPage,
  ZInvoiceWebhook,
} from '@exchanger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../../docs/examples/verify-webhook.mjs';
import { claims, invoices, shopLedger, webhookDeliveries } from '../src/db/schema.js';
import {
  createInvoicePayments,
  createMerchantRepos,
  csvCell,
  saleFee,
} from '../src/modules/merchant/index.js';
import { ids, seedCatalogue, type TDemoCode } from './catalogue-fixture.js';
import { buildTestApp, describeEachDb, type TTestApp } from './helpers.js';
import { createMember, type TMember } from './members.js';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

interface TReceived {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A shop's webhook endpoint: records what it receives, answers `status`. */
async function startReceiver() {
  const received: TReceived[] = [];
  const state = { status: 200 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/exchanger`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeEachDb('paying a shop invoice', (kind) => {
  let t: TTestApp;
  let id: Record<TDemoCode, number>;
  let ip = 0;
  let seller: TMember;
  let operator: TMember;
  let shop: TMyShop;
  let key: string;
  let terms: TPairTerms;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  const remoteAddress = () => `10.10.${Math.floor(ip / 250) % 250}.${(ip += 1) % 250}`;
  const as = (access: string | null) => (access ? { authorization: `Bearer ${access}` } : {});
  const invoiceOf = async (amount: string, orderId: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/merchant/invoices/',
      headers: { 'x-api-key': key },
      payload: { amount, orderId },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TInvoice>();
  };
  const pay = (invoice: TInvoice, overrides: Record<string, unknown> = {}) => {
    const q = quoteFromReceive(terms, invoice.amount);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/claim/',
      payload: {
        email: 'buyer@example.com',
        fromPs: id.SBERRUB,
        toPs: id.USDTTRC20,
        fromSumma: q.send,
        toSumma: invoice.amount,
        fromRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
        toRequisites: { wallet: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf' },
        invoice: invoice.id,
        agree: true,
        ...overrides,
      },
    });
  };
  const operatorAct = (claimId: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/admin/api/claims/${claimId}/actions/`,
      headers: as(operator.access),
      payload,
      remoteAddress: remoteAddress(),
    });

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedCatalogue(t);
    id = ids(t);
    receiver = await startReceiver();
    seller = await createMember(t, 'tea-seller@example.com', 'user', remoteAddress);
    operator = await createMember(t, 'pay-operator@example.com', 'operator', remoteAddress);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/shop/',
      headers: as(seller.access),
      payload: {
        name: 'Tea House',
        siteUrl: 'https://tea.example',
        payoutCurrencyId: id.USDTTRC20,
        payoutRequisites: { wallet: TRON },
        webhookUrl: receiver.url,
      },
    });
    shop = opened.json<TMyShop>();
    await t.app.inject({
      method: 'POST',
      url: `/admin/api/shops/${shop.id}/decision/`,
      headers: as(operator.access),
      payload: { decision: 'approve' },
    });
    key = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/me/shop/keys/',
        headers: as(seller.access),
        payload: { name: 'test' },
      })
    ).json<TApiKeyCreated>().key;
    const pair = await t.app.inject({
      method: 'GET',
      url: `/api/v1/calculator/pair/${id.SBERRUB}/${id.USDTTRC20}/`,
    });
    terms = pairTerms(pair.json());
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  /** An amount the direction accepts: what twice its minimum buys. */
  const goodAmount = () =>
    quoteFromSend(
      terms,
      dec(terms.from.min ?? '1000')
        .times(2)
        .toFixed(),
    ).receive;

  describe('refusals', () => {
    it('answers each mistake with the field, storing nothing', async () => {
      const invoice = await invoiceOf(goodAmount(), 'refusals-1');
      const wrongCurrency = await pay(invoice, { toPs: id.BTC });
      expect(wrongCurrency.statusCode).toBe(400);
      expect(Object.keys(wrongCurrency.json<TErrorBody>().fields ?? {})).toEqual(['toPs']);
      const wrongAmount = await pay(invoice, { toSumma: dec(invoice.amount).plus(1).toFixed() });
      expect(wrongAmount.statusCode).toBe(400);
      expect(Object.keys(wrongAmount.json<TErrorBody>().fields ?? {})).toEqual(['toSumma']);
      const unknown = await pay({ ...invoice, id: '00000000-0000-4000-8000-000000000000' });
      expect(unknown.statusCode).toBe(409);
      expect(await t.database.db.select().from(claims).where(eq(claims.invoiceId, invoice.id))).toEqual([]);
    });

    it('refuses an expired invoice', async () => {
      const invoice = await invoiceOf(goodAmount(), 'refusals-2');
      await t.database.db
        .update(invoices)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invoices.id, invoice.id));
      const res = await pay(invoice);
      expect(res.statusCode).toBe(409);
      expect(res.json<TErrorBody>().code).toBe('conflict');
    });
  });

  describe('paid with a coin worth many units of the invoice currency', () => {
    it('accepts the send amount rounded up, though it buys a few units more than the invoice', async () => {
      const rubSeller = await createMember(t, 'rub-seller@example.com', 'user', remoteAddress);
      const opened = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/me/shop/',
        headers: as(rubSeller.access),
        payload: {
          name: 'Samovar',
          siteUrl: 'https://samovar.example',
          payoutCurrencyId: id.SBERRUB,
          payoutRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
        },
      });
      expect(opened.statusCode, opened.body).toBe(201);
      const rubShop = opened.json<TMyShop>();
      await t.app.inject({
        method: 'POST',
        url: `/admin/api/shops/${rubShop.id}/decision/`,
        headers: as(operator.access),
        payload: { decision: 'approve' },
      });
      const link = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/me/shop/invoices/',
        headers: as(rubSeller.access),
        payload: { amount: '150000.01' },
      });
      expect(link.statusCode, link.body).toBe(201);
      const invoice = link.json<TInvoice>();
      const btc = pairTerms(
        (
          await t.app.inject({ method: 'GET', url: `/api/v1/calculator/pair/${id.BTC}/${id.SBERRUB}/` })
        ).json(),
      );
      const q = quoteFromReceive(btc, invoice.amount);
      // One satoshi buys more than a kopeck: the rounded-up send amount overshoots by more than one unit.
      expect(dec(q.receive).minus(invoice.amount).gt('0.01')).toBe(true);
      const res = await pay(invoice, {
        fromPs: id.BTC,
        toPs: id.SBERRUB,
        fromSumma: q.send,
        fromRequisites: {},
        toRequisites: {},
      });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await t.database.db.select().from(claims).where(eq(claims.invoiceId, invoice.id));
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
      const [row] = await t.database.db.select().from(claims).where(eq(claims.id, claimId));
      expect(row?.invoiceId).toBe(invoice.id);
      expect(dec(row?.toAmount ?? '0').eq(dec(invoice.amount))).toBe(true);
      // The buyer's receive requisites are ignored: the shop's payout wallet is the receive side.
      expect(row?.toRequisites).toEqual({ wallet: TRON });
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/v1/merchant/invoices/${invoice.id}/`,
        headers: { 'x-api-key': key },
      });
      expect(read.json<TInvoice>().status).toBe('paying');
      // The buyer's page names the shop and its return addresses, not its payout wallet.
      const form = await t.app.inject({ method: 'GET', url: `/api/v1/claim/${claimId}/form/` });
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
      const report = await t.app.services.webhooks.deliverDue();
      expect(report).toEqual({ delivered: 1, retried: 0, failed: 0 });
      expect(receiver.received).toHaveLength(1);
      const [hook] = receiver.received;
      const signature = hook?.headers['x-signature'] as string;
      expect(verifyWebhook(shop.webhookSecret, signature, hook?.body ?? '')).toBe(true);
      expect(verifyWebhook('another secret', signature, hook?.body ?? '')).toBe(false);
      expect(verifyWebhook(shop.webhookSecret, signature, (hook?.body ?? '').replace('paying', 'paid'))).toBe(
        false,
      );
      expect(
        verifyWebhook(shop.webhookSecret, signature, hook?.body ?? '', { now: Date.now() + 3_600_000 }),
      ).toBe(false);
      const body = JSON.parse(hook?.body ?? '{}') as {
        event: string;
        invoice: { id: string; orderId: string; status: string };
        claim: { id: string; status: string };
      };
      expect(hook?.headers['x-webhook-event']).toBe('invoice.updated');
      // What is posted is exactly the documented contract (the OpenAPI document's webhook).
      expect(ZInvoiceWebhook.parse(JSON.parse(hook?.body ?? '{}')).id).toBe(
        Number(hook?.headers['x-webhook-id']),
      );
      expect(body).toMatchObject({
        event: 'invoice.updated',
        invoice: { id: invoice.id, orderId: 'order-77', status: 'paying' },
        claim: { id: claimId, status: 'new' },
      });
    });

    it('credits the shop exactly, less its fee, when an operator completes the claim', async () => {
      const confirm = await t.app.inject({ method: 'POST', url: `/api/v1/claim/${claimId}/confirm/` });
      expect(confirm.statusCode, confirm.body).toBe(200);
      expect((await operatorAct(claimId, { action: 'payment_received', reason: 'seen' })).statusCode).toBe(
        200,
      );
      const done = await operatorAct(claimId, {
        action: 'complete',
        reason: 'credited',
        payoutReference: 'shop',
      });
      expect(done.statusCode, done.body).toBe(200);

      const ledger = await t.database.db.select().from(shopLedger).where(eq(shopLedger.claimId, claimId));
      expect(ledger).toHaveLength(1);
      const fee = saleFee(invoice.amount, '1.5', terms.to.precision);
      expect(dec(ledger[0]?.amount ?? '0').eq(dec(invoice.amount))).toBe(true);
      expect(dec(ledger[0]?.fee ?? '0').eq(dec(fee))).toBe(true);
      expect(dec(fee).gt(0)).toBe(true);
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/v1/merchant/invoices/${invoice.id}/`,
        headers: { 'x-api-key': key },
      });
      expect(read.json<TInvoice>().status).toBe('paid');

      await t.app.services.webhooks.deliverDue();
      const statuses = receiver.received.map(
        (r) => (JSON.parse(r.body) as { claim: { status: string } }).claim.status,
      );
      expect(statuses).toEqual(['new', 'paid', 'processing', 'completed']);
      const last = JSON.parse(receiver.received.at(-1)?.body ?? '{}') as { invoice: { status: string } };
      expect(last.invoice.status).toBe('paid');
    });

    it('retries a receiver that fails, and shows the seller every attempt', async () => {
      receiver.state.status = 500;
      const other = await invoiceOf(goodAmount(), 'order-78');
      expect((await pay(other)).statusCode).toBe(201);
      expect(await t.app.services.webhooks.deliverDue()).toEqual({ delivered: 0, retried: 1, failed: 0 });
      // Not due again until its back-off has passed.
      expect(await t.app.services.webhooks.deliverDue()).toEqual({ delivered: 0, retried: 0, failed: 0 });
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me/shop/webhooks/',
        headers: as(seller.access),
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
      receiver.state.status = 200;
    });
  });

  describe('the money of the shop', () => {
    const get = <T>(url: string) =>
      t.app.inject({ method: 'GET', url, headers: as(seller.access) }).then((res) => {
        expect(res.statusCode, res.body).toBe(200);
        return res.json<T>();
      });
    const withdraw = (amount: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/users/me/shop/withdrawal/',
        headers: as(seller.access),
        payload: { amount },
      });
    const decide = (lineId: number, payload: object, access = operator.access) =>
      t.app.inject({
        method: 'POST',
        url: `/admin/api/shop-withdrawals/${lineId}/decision/`,
        headers: as(access),
        payload,
      });

    it('holds the credited sale less its fee, exactly', async () => {
      const [sale] = await t.database.db.select().from(shopLedger).where(eq(shopLedger.kind, 'sale'));
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
      const part = roundTo(dec(balance).times('0.4'), terms.to.precision, 'down').toFixed();
      const answers = await Promise.all(Array.from({ length: 5 }, () => withdraw(part)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 400, 400, 400]);
      const after = await get<TShopBalance>('/api/v1/users/me/shop/balance/');
      expect(dec(after.balance).eq(dec(balance).minus(dec(part).times(2)))).toBe(true);
      expect(dec(after.pending).eq(dec(part).times(2))).toBe(true);
    });

    it('lets operators pay out or refuse a withdrawal, once, and a refusal gives the money back', async () => {
      const list = await t.app.inject({
        method: 'GET',
        url: '/admin/api/shop-withdrawals/?status=pending',
        headers: as(operator.access),
      });
      expect(list.statusCode).toBe(200);
      const [first, second] = list.json<TAdminShopWithdrawalPage>().results;
      expect(first).toMatchObject({ shopName: 'Tea House', ownerEmail: 'tea-seller@example.com' });
      expect(first?.requisites).toEqual({ wallet: TRON });
      const asSeller = await t.app.inject({
        method: 'GET',
        url: '/admin/api/shop-withdrawals/',
        headers: as(seller.access),
      });
      expect(asSeller.statusCode).toBe(403);
      expect((await decide(first?.id ?? 0, { decision: 'approve' }, seller.access)).statusCode).toBe(403);
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
      const bad = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me/shop/sales/?from=yesterday',
        headers: as(seller.access),
      });
      expect(bad.statusCode).toBe(400);

      const csv = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me/shop/sales.csv?status=paid',
        headers: as(seller.access),
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = csv.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'created_at,invoice_id,order_id,amount,currency,status,paid_with,paid_amount,fee,claim_id,description',
      );
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`,order-77,${sale?.amount},USDTTRC20,paid,SBERRUB,`);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me/shop/sales.csv' })).statusCode).toBe(
        401,
      );
    });

    it('counts the days, the conversion and the currencies buyers paid with', async () => {
      const stats = await get<TShopStatistics>('/api/v1/users/me/shop/statistics/?days=7');
      expect(stats.days).toHaveLength(7);
      const today = stats.days.at(-1);
      expect(today?.day).toBe(new Date().toISOString().slice(0, 10));
      expect(stats.totals).toMatchObject({ invoices: 4, paid: 1, conversion: '25' });
      expect(dec(stats.totals.volume).eq(dec(today?.volume ?? '0'))).toBe(true);
      expect(stats.topCurrencies).toEqual([{ currency: 'SBERRUB', count: 1, volume: stats.totals.volume }]);
      const bad = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me/shop/statistics/?days=1000',
        headers: as(seller.access),
      });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('payment links', () => {
    it('makes a link from the account that a buyer opens without signing in', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/me/shop/invoices/',
        headers: as(seller.access),
        payload: { amount: goodAmount(), description: 'Gift card' },
      });
      expect(res.statusCode, res.body).toBe(201);
      const link = res.json<TInvoice>();
      expect(link.orderId).toMatch(/^link-[0-9a-f]{8}$/);
      expect(link.payUrl).toBe(`http://localhost:3000/?invoice=${link.id}`);
      const guest = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/me/shop/invoices/',
        payload: { amount: '1' },
      });
      expect(guest.statusCode).toBe(401);

      const read = await t.app.inject({ method: 'GET', url: `/en/api/v1/invoices/${link.id}/` });
      expect(read.statusCode).toBe(200);
      expect(read.json<TPublicInvoice>()).toMatchObject({
        id: link.id,
        shop: { name: 'Tea House', siteUrl: 'https://tea.example' },
        amount: link.amount,
        currencyId: id.USDTTRC20,
        currency: 'USDTTRC20',
        description: 'Gift card',
        status: 'open',
        payable: true,
      });
      // The buyer can pay with exactly the currencies that have a live direction to the invoice's.
      const payWith = read.json<TPublicInvoice>().fromIds;
      const fromIds = (await t.app.inject({ method: 'GET', url: '/api/v1/calculator/from/' })).json<
        number[]
      >();
      const expected: number[] = [];
      for (const from of fromIds) {
        const to = await t.app.inject({ method: 'GET', url: `/api/v1/calculator/from/${from}/` });
        if (to.json<number[]>().includes(id.USDTTRC20)) expected.push(from);
      }
      expect(payWith).toEqual(expected);
      expect(payWith).toContain(id.SBERRUB);
      expect(payWith).not.toContain(id.USDTTRC20);
      expect(read.body).not.toContain('orderId');
      expect(read.body).not.toContain('webhook');
      const unknown = await t.app.inject({
        method: 'GET',
        url: '/api/v1/invoices/00000000-0000-4000-8000-000000000000/',
      });
      expect(unknown.statusCode).toBe(404);
      const bad = await t.app.inject({ method: 'GET', url: '/en/api/v1/invoices/not-a-uuid/' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<TErrorBody>().fields?.id).toEqual(['Invalid invoice number.']);
    });
  });

  describe('invoices nobody paid', () => {
    it('expire once, even run twice at a time, with one webhook each, and take no claim after', async () => {
      const stale = await invoiceOf(goodAmount(), 'expiry-stale');
      const fresh = await invoiceOf(goodAmount(), 'expiry-fresh');
      await t.database.db
        .update(invoices)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invoices.id, stale.id));
      const payments = createInvoicePayments({
        db: t.database.db,
        ...createMerchantRepos(t.database.db),
        catalogue: t.app.services.catalogue,
      });
      const [first, second] = await Promise.all([payments.expireDue(), payments.expireDue()]);
      expect(first + second).toBeGreaterThanOrEqual(1);
      expect(await payments.expireDue()).toBe(0);

      const status = async (id: string) =>
        (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]?.status;
      expect(await status(stale.id)).toBe('expired');
      expect(await status(fresh.id)).toBe('open');
      const hooks = await t.database.db
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
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/v1/merchant/invoices/${stale.id}/`,
        headers: { 'x-api-key': key },
      });
      expect(read.json<TInvoice>().status).toBe('expired');
      expect((await pay(stale)).statusCode).toBe(409);
    });
  });
});

describe('CSV cells', () => {
  it('quotes what needs quoting and defuses formulas, leaving numbers alone', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1 234')).toBe("'+1 234");
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell('@sum')).toBe("'@sum");
  });
});
