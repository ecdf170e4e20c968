/**
 * The shop the invoice tests sell through: "Tea House", opened by a seller and approved by an
 * administrator, paid out in USDT (TRC-20) to a wallet, with an API key and a webhook URL a local
 * receiver answers; and the calls those tests make (an invoice, a buyer's claim paying it, an
 * operator taking that claim to completion).
 */
import { eq } from 'drizzle-orm';
import {
  dec,
  pairTerms,
  quoteFromReceive,
  quoteFromSend,
  type TApiKeyCreated,
  type TInvoice,
  type TMyShop,
  type TPairTerms,
} from '@exchanger/core';
import { afterAll, beforeAll, expect } from 'vitest';
import { invoices } from '../src/db/schema.js';
import { ids, seedCatalogue, type TDemoCode } from './catalogue-fixture.js';
import { buildTestApp, type TDbKind, type TTestApp } from './helpers.js';
import { createMember, type TMember } from './members.js';
import { startReceiver, type TReceiver } from './webhook-receiver.js';

/** The shop's payout wallet. */
export const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

export const as = (access: string | null) => (access ? { authorization: `Bearer ${access}` } : {});

/**
 * Builds the app and the shop before the suite it is called in (and closes both after it). The
 * fields are there once the suite's `beforeAll` hooks run. With `webhooks: 'public-only'` the app
 * keeps its default (webhooks reach public addresses only) and the shop's webhook URL is a public
 * name nothing is delivered to until a test changes it.
 */
export function useTeaHouse(kind: TDbKind, options: { webhooks?: 'loopback' | 'public-only' } = {}) {
  const loopback = (options.webhooks ?? 'loopback') === 'loopback';
  let ip = 0;
  let t!: TTestApp;
  let id!: Record<TDemoCode, number>;
  let seller!: TMember;
  let operator!: TMember;
  let admin!: TMember;
  let shop!: TMyShop;
  let key = '';
  let terms!: TPairTerms;
  let receiver!: TReceiver;

  const remoteAddress = () => `10.10.${Math.floor(ip / 250) % 250}.${(ip += 1) % 250}`;
  const operatorAct = (claimId: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/admin/api/claims/${claimId}/actions/`,
      headers: as(operator.access),
      payload,
      remoteAddress: remoteAddress(),
    });

  beforeAll(async () => {
    // The receiver listens on 127.0.0.1: webhooks may reach it only because the test opts in.
    t = await buildTestApp(kind, loopback ? { env: { WEBHOOKS_ALLOW_PRIVATE: 'true' } } : {});
    await seedCatalogue(t);
    id = ids(t);
    receiver = await startReceiver();
    seller = await createMember(t, 'tea-seller@example.com', 'user', remoteAddress);
    operator = await createMember(t, 'pay-operator@example.com', 'operator', remoteAddress);
    admin = await createMember(t, 'pay-admin@example.com', 'admin', remoteAddress);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/shop/',
      headers: as(seller.access),
      payload: {
        name: 'Tea House',
        siteUrl: 'https://tea.example',
        payoutCurrencyId: id.USDTTRC20,
        payoutRequisites: { wallet: TRON },
        webhookUrl: loopback ? receiver.url : 'https://tea.example/hooks/exchanger',
      },
    });
    shop = opened.json<TMyShop>();
    await t.app.inject({
      method: 'POST',
      url: `/admin/api/shops/${shop.id}/decision/`,
      headers: as(admin.access),
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

  return {
    get t() {
      return t;
    },
    get id() {
      return id;
    },
    get seller() {
      return seller;
    },
    get operator() {
      return operator;
    },
    /** Decides shops and their withdrawals (the administrators' alone). */
    get admin() {
      return admin;
    },
    get shop() {
      return shop;
    },
    get key() {
      return key;
    },
    get terms() {
      return terms;
    },
    get receiver() {
      return receiver;
    },
    remoteAddress,
    operatorAct,

    /** An invoice of the shop through the merchant API. */
    async invoiceOf(amount: string, orderId: string) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/merchant/invoices/',
        headers: { 'x-api-key': key },
        payload: { amount, orderId },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<TInvoice>();
    },

    /** A buyer's claim paying `invoice` with roubles from a card. */
    pay(invoice: TInvoice, overrides: Record<string, unknown> = {}) {
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
    },

    /** An amount the direction accepts: what twice its minimum buys. */
    goodAmount() {
      return quoteFromSend(
        terms,
        dec(terms.from.min ?? '1000')
          .times(2)
          .toFixed(),
      ).receive;
    },

    /** The buyer confirms the claim, the operator sees the payment and completes it. */
    async complete(claimId: string) {
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
    },

    /** Moves the invoice's time a second into the past, as if nobody had paid it in time. */
    async pastItsTime(invoiceId: string) {
      await t.database.db
        .update(invoices)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invoices.id, invoiceId));
    },
  };
}

export type TTeaHouse = ReturnType<typeof useTeaHouse>;
