/**
 * The reserve as a ledger (docs/decisions/021): completed claims lower the reserve by what they
 * paid out, a counted payment raises it and its refund gives it back, corrections and paid
 * withdrawals move it — each a movement, `reserve` always their sum, the calculator, the pair and
 * the monitoring export showing the new figure at once, and the available reserve never below zero.
 */
import { dec, toPlainString } from '@exchanger/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralLedger, shopLedger, shops } from '../src/db/schema.js';
import { backOfficeClient, type TBackOffice } from './back-office.js';
import { heldBesideOpenClaims, VALID_CARD } from './claim-fixture.js';
import { describeEachDb } from './helpers.js';
import { ledgerBeside } from './reserve-fixture.js';

const TO_CARD = { card: VALID_CARD, cardholder: 'IVAN IVANOV' };
const plain = (value: string) => toPlainString(dec(value));

describeEachDb('reserve ledger', (kind) => {
  const office = backOfficeClient();
  const { call, createClaim } = office;
  let { t, id, operator, admin, plain: user } = {} as TBackOffice;

  beforeAll(async () => {
    ({ t, id, operator, admin, plain: user } = await office.open(kind));
  });
  afterAll(() => t.close());

  /** The back office's figures of a currency. */
  const figures = async (currencyId: number) => {
    const list = (await call('GET', '/admin/api/catalogue/currencies/', admin.access)).json<
      { id: number; reserve: string; held: string; available: string }[]
    >();
    const found = list.find((c) => c.id === currencyId);
    if (!found) throw new Error(`no currency ${currencyId}`);
    return found;
  };
  /** What the calculator, a pair into the currency and the monitoring export serve as its reserve. */
  const served = async (currencyId: number, fromId: number) => {
    const reserves = (await call('GET', '/api/v1/calculator/reserves/', null)).json<
      { id: number; amount: string }[]
    >();
    const pair = (await call('GET', `/api/v1/calculator/pair/${fromId}/${currencyId}/`, null)).json<{
      reserve: string;
    }>();
    const { currenciesById } = t.app.services.catalogue.snapshot();
    const code = currenciesById.get(currencyId)?.code;
    const fromCode = currenciesById.get(fromId)?.code;
    const exported = (await call('GET', '/export/rates.json', null))
      .json<{ rates: { from: string; to: string; amount: string }[] }>()
      .rates.find((r) => r.from === fromCode && r.to === code);
    return {
      calculator: reserves.find((r) => r.id === currencyId)?.amount,
      pair: pair.reserve,
      exported: exported?.amount,
    };
  };
  const movements = async (currencyId: number, access = admin.access, size = 20) =>
    (await call('GET', `/admin/api/catalogue/currencies/${currencyId}/reserve/?size=${size}`, access)).json<{
      count: number;
      results: {
        kind: string;
        amount: string;
        before: string;
        after: string;
        claimId: string | null;
        reference: string | null;
        actor: string;
        reason: string;
      }[];
    }>();
  const act = (claimId: string, body: object) =>
    call('POST', `/admin/api/claims/${claimId}/actions/`, operator.access, { reason: 'test', ...body });
  const confirm = (claimId: string) => call('POST', `/api/v1/claim/${claimId}/confirm/`, null);
  const toAmountOf = async (claimId: string) =>
    (await call('GET', `/api/v1/claim/${claimId}/form/`, null)).json<{ to: { amount: string } }>().to.amount;
  const fromAmountOf = async (claimId: string) =>
    (await call('GET', `/api/v1/claim/${claimId}/form/`, null)).json<{ from: { amount: string } }>().from
      .amount;
  const correct = (currencyId: number, body: object, access = admin.access) =>
    call('POST', `/admin/api/catalogue/currencies/${currencyId}/reserve/`, access, {
      reason: 'count',
      ...body,
    });

  /** Every suite ends with the invariants: reserve = Σ movements, held = Σ open claims, reserve ≥ held. */
  const expectBalanced = async () => {
    for (const row of await ledgerBeside(t)) {
      expect(dec(row.reserve).eq(dec(row.total)), `${row.code}: ${row.reserve} ≠ Σ ${row.total}`).toBe(true);
      expect(dec(row.reserve).gte(dec(row.held)), `${row.code}: reserve below held`).toBe(true);
    }
    for (const row of await heldBesideOpenClaims(t)) expect(dec(row.held).eq(dec(row.open))).toBe(true);
  };

  it('opens each currency with its reserve as an opening movement', async () => {
    const history = await movements(id.SBERRUB);
    expect(history.count).toBe(1);
    expect(history.results[0]).toMatchObject({
      kind: 'opening',
      amount: '18400000',
      before: '0',
      after: '18400000',
      claimId: null,
      actor: '',
    });
    await expectBalanced();
  });

  it('lowers the reserve by what completed claims pay out, served at once everywhere', async () => {
    const before = await figures(id.SBERRUB);
    const claims = [];
    for (const send of ['0.01', '0.02', '0.015'])
      claims.push(
        await createClaim(id.BTC, id.SBERRUB, send, { email: 'payout@example.com', toRequisites: TO_CARD }),
      );
    const paid = dec(0)
      .plus(await toAmountOf(claims[0]!))
      .plus(await toAmountOf(claims[1]!))
      .plus(await toAmountOf(claims[2]!));
    // Open claims hold their amounts: the available reserve is already lower, the reserve is not.
    const holding = await figures(id.SBERRUB);
    expect(holding.reserve).toBe(before.reserve);
    expect(dec(holding.available).eq(dec(before.available).minus(paid))).toBe(true);

    for (const claimId of claims) {
      expect((await confirm(claimId)).statusCode).toBe(200);
      expect((await act(claimId, { action: 'payment_received' })).statusCode).toBe(200);
      const done = await act(claimId, { action: 'complete', payoutReference: `tx-${claimId.slice(0, 6)}` });
      expect(done.statusCode, done.body).toBe(200);
    }
    const after = await figures(id.SBERRUB);
    const expected = plain(dec(before.reserve).minus(paid).toFixed());
    expect(after).toMatchObject({
      reserve: expected,
      held: before.held,
      available: plain(dec(before.available).minus(paid).toFixed()),
    });
    // The calculator at once; the monitors' export as soon as it is prepared (in the background,
    // within a second of the change).
    await expect
      .poll(() => served(id.SBERRUB, id.BTC), { timeout: 3_000 })
      .toEqual({ calculator: after.available, pair: after.available, exported: after.available });

    const history = await movements(id.SBERRUB);
    const payouts = history.results.filter((m) => m.kind === 'payout');
    expect(payouts.map((m) => m.claimId).sort()).toEqual([...claims].sort());
    expect(payouts[0]).toMatchObject({ actor: 'operator@example.com', after: expected });
    expect(dec(payouts[0]!.after).eq(dec(payouts[0]!.before).plus(dec(payouts[0]!.amount)))).toBe(true);
    await expectBalanced();
  });

  it('counts a payment only where the send currency is set to, and a refund gives exactly that back', async () => {
    const btc = await figures(id.BTC);
    // Off by default: a payment received moves nothing.
    const uncounted = await createClaim(id.BTC, id.SBERRUB, '0.01', {
      email: 'pay@example.com',
      toRequisites: TO_CARD,
    });
    await confirm(uncounted);
    expect((await act(uncounted, { action: 'payment_received' })).statusCode).toBe(200);
    expect((await figures(id.BTC)).reserve).toBe(btc.reserve);

    const detail = (await call('GET', `/admin/api/catalogue/currencies/${id.BTC}/`, admin.access)).json();
    expect(detail.countPayments).toBe(false);
    const on = await call('PATCH', `/admin/api/catalogue/currencies/${id.BTC}/`, admin.access, {
      countPayments: true,
      reason: 'the wallet is watched',
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().countPayments).toBe(true);

    const counted = await createClaim(id.BTC, id.SBERRUB, '0.02', {
      email: 'pay@example.com',
      toRequisites: TO_CARD,
    });
    const sent = await fromAmountOf(counted);
    await confirm(counted);
    expect((await act(counted, { action: 'payment_received' })).statusCode).toBe(200);
    const raised = await figures(id.BTC);
    expect(raised.reserve).toBe(plain(dec(btc.reserve).plus(dec(sent)).toFixed()));
    // The sell side (SBERRUB → BTC) quotes the new BTC reserve at once.
    expect((await served(id.BTC, id.SBERRUB)).pair).toBe(raised.available);

    // The refund of the counted payment returns it, and the receive side's hold is released.
    const sber = await figures(id.SBERRUB);
    expect((await act(counted, { action: 'refund' })).statusCode).toBe(200);
    expect((await figures(id.BTC)).reserve).toBe(btc.reserve);
    const released = await figures(id.SBERRUB);
    expect(released.reserve).toBe(sber.reserve);
    expect(dec(released.held).eq(dec(sber.held).minus(dec(await toAmountOf(counted))))).toBe(true);
    // A refund of a payment that was never counted moves no reserve.
    expect((await act(uncounted, { action: 'refund' })).statusCode).toBe(200);
    expect((await figures(id.BTC)).reserve).toBe(btc.reserve);

    const kinds = (await movements(id.BTC)).results.map((m) => [m.kind, m.claimId, m.amount]);
    expect(kinds.slice(0, 2)).toEqual([
      ['refund', counted, plain(dec(sent).neg().toFixed())],
      ['payment', counted, plain(sent)],
    ]);
    await expectBalanced();
  });

  it('refuses a refund the reserve cannot give back beside what open claims hold, until it is corrected', async () => {
    const counted = await createClaim(id.BTC, id.SBERRUB, '0.01', {
      email: 'pay@example.com',
      toRequisites: TO_CARD,
    });
    await confirm(counted);
    expect((await act(counted, { action: 'payment_received' })).statusCode).toBe(200);
    // A claim that receives BTC holds part of it; the rest is corrected away.
    await createClaim(id.SBERRUB, id.BTC, '10000', {
      email: 'buy@example.com',
      fromRequisites: TO_CARD,
      toRequisites: { wallet: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
    });
    const btc = await figures(id.BTC);
    expect(dec(btc.held).gt(0)).toBe(true);
    expect((await correct(id.BTC, { reserve: btc.held, reason: 'all of it is promised' })).statusCode).toBe(
      200,
    );

    const refused = await call('POST', `/en/admin/api/claims/${counted}/actions/`, operator.access, {
      action: 'refund',
      reason: 'client asked',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'conflict' });
    expect(refused.json().detail).toContain('The BTC reserve cannot cover this');
    expect((await call('GET', `/api/v1/claim/${counted}/status/`, null)).json().status).toBe('processing');

    expect((await correct(id.BTC, { delta: '0.5', reason: 'cold wallet topped up' })).statusCode).toBe(200);
    expect((await act(counted, { action: 'refund' })).statusCode).toBe(200);
    await expectBalanced();
  });

  it('corrects by a new reserve or a signed change, with who and why, never below what is held', async () => {
    const before = await figures(id.TCSBRUB);
    const target = dec(before.reserve).plus('250.75').toFixed();
    const set = await correct(id.TCSBRUB, { reserve: target, reason: 'bank balance at 18:00' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ reserve: plain(target) });
    const minus = await correct(id.TCSBRUB, { delta: '-100.5', reason: 'bank fee' });
    expect(minus.statusCode, minus.body).toBe(200);
    expect(minus.json().reserve).toBe(plain(dec(target).minus('100.5').toFixed()));
    expect((await served(id.TCSBRUB, id.BTC)).calculator).toBe(minus.json().available);

    const [last, first] = (await movements(id.TCSBRUB)).results;
    expect(last).toMatchObject({
      kind: 'correction',
      amount: '-100.5',
      actor: 'admin@example.com',
      reason: 'bank fee',
    });
    expect(first).toMatchObject({
      kind: 'correction',
      amount: '250.75',
      before: plain(before.reserve),
      after: plain(target),
    });

    // The same figure again changes nothing and records nothing.
    const count = (await movements(id.TCSBRUB)).count;
    expect((await correct(id.TCSBRUB, { reserve: minus.json().reserve })).statusCode).toBe(200);
    expect((await correct(id.TCSBRUB, { delta: '0' })).statusCode).toBe(200);
    expect((await movements(id.TCSBRUB)).count).toBe(count);

    // Neither or both: 400 naming the field; a malformed change too.
    const neither = await correct(id.TCSBRUB, {});
    expect(neither.statusCode).toBe(400);
    expect(Object.keys(neither.json().fields)).toEqual(['reserve']);
    const both = await correct(id.TCSBRUB, { reserve: '1', delta: '1' });
    expect(Object.keys(both.json().fields)).toEqual(['delta']);
    expect(Object.keys((await correct(id.TCSBRUB, { delta: '--1' })).json().fields)).toEqual(['delta']);
    // Beyond what the column holds: 400, not a database error.
    const huge = await correct(id.TCSBRUB, { reserve: '999999999999999999999' });
    expect(huge.statusCode).toBe(400);
    expect(Object.keys(huge.json().fields)).toEqual(['reserve']);

    // Below what open claims hold: 409 naming the field given.
    await createClaim(id.BTC, id.TCSBRUB, '0.01', { email: 'hold@example.com', toRequisites: TO_CARD });
    const now = await figures(id.TCSBRUB);
    const tooFar = await correct(id.TCSBRUB, { delta: `-${dec(now.available).plus('0.01').toFixed()}` });
    expect(tooFar.statusCode).toBe(409);
    expect(Object.keys(tooFar.json().fields)).toEqual(['delta']);
    expect((await figures(id.TCSBRUB)).reserve).toBe(now.reserve);
    await expectBalanced();
  });

  it('lowers the reserve a paid withdrawal is paid from: a shop’s in its currency, a referral’s in USDT or at the dollar rate', async () => {
    const db = t.database.db;
    // A shop with a sale on its balance and a withdrawal waiting, paid in USDT (TRC-20).
    const [shop] = await db
      .insert(shops)
      .values({
        userId: user.id,
        name: 'Ledger shop',
        siteUrl: 'https://ledger.example',
        status: 'approved',
        payoutCurrencyId: id.USDTTRC20,
        payoutRequisites: { wallet: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
        webhookSecret: 'x',
        feePercent: '1',
      })
      .returning();
    await db
      .insert(shopLedger)
      .values({ shopId: shop!.id, kind: 'sale', amount: '500', status: 'done', currencyId: id.USDTTRC20 });
    const [shopWithdrawal] = await db
      .insert(shopLedger)
      .values({
        shopId: shop!.id,
        kind: 'withdrawal',
        amount: '120.5',
        status: 'pending',
        currencyId: id.USDTTRC20,
      })
      .returning();
    // A referral balance and two withdrawals: one in USDT, one to a rouble card.
    await db
      .insert(referralLedger)
      .values({ userId: user.id, kind: 'deposit', amount: '100', status: 'done' });
    const [inUsdt, inRoubles] = await db
      .insert(referralLedger)
      .values([
        {
          userId: user.id,
          kind: 'withdrawal',
          amount: '30',
          status: 'pending',
          currencyId: id.USDTTRC20,
          requisites: { wallet: 'T' },
        },
        {
          userId: user.id,
          kind: 'withdrawal',
          amount: '20',
          status: 'pending',
          currencyId: id.SBERRUB,
          requisites: TO_CARD,
        },
      ])
      .returning();

    const usdt = await figures(id.USDTTRC20);
    const sber = await figures(id.SBERRUB);
    const paidShop = await call(
      'POST',
      `/admin/api/shop-withdrawals/${shopWithdrawal!.id}/decision/`,
      admin.access,
      {
        decision: 'approve',
        reason: 'sent',
      },
    );
    expect(paidShop.statusCode, paidShop.body).toBe(200);
    for (const w of [inUsdt!, inRoubles!]) {
      const paid = await call('POST', `/admin/api/withdrawals/${w.id}/decision/`, admin.access, {
        decision: 'approve',
        reason: 'sent',
      });
      expect(paid.statusCode, paid.body).toBe(200);
    }
    const usdtAfter = await figures(id.USDTTRC20);
    expect(usdtAfter.reserve).toBe(plain(dec(usdt.reserve).minus('150.5').toFixed()));
    expect((await served(id.USDTTRC20, id.SBERRUB)).calculator).toBe(usdtAfter.available);
    // 20 USDT at 80 RUB per dollar.
    expect((await figures(id.SBERRUB)).reserve).toBe(plain(dec(sber.reserve).minus('1600').toFixed()));
    const references = (await movements(id.USDTTRC20)).results
      .filter((m) => m.kind === 'withdrawal')
      .map((m) => [m.reference, m.amount, m.actor]);
    expect(references).toEqual([
      [`referral-withdrawal:${inUsdt!.id}`, '-30', 'admin@example.com'],
      [`shop-withdrawal:${shopWithdrawal!.id}`, '-120.5', 'admin@example.com'],
    ]);

    // A rejection moves nothing; a payout the reserve cannot cover is refused and nothing changes.
    const [tooBig] = await db
      .insert(shopLedger)
      .values({
        shopId: shop!.id,
        kind: 'withdrawal',
        amount: dec(usdtAfter.available).plus(1).toFixed(),
        status: 'pending',
        currencyId: id.USDTTRC20,
      })
      .returning();
    const refused = await call('POST', `/admin/api/shop-withdrawals/${tooBig!.id}/decision/`, admin.access, {
      decision: 'approve',
      reason: 'sent',
    });
    expect(refused.statusCode).toBe(409);
    const [still] = await db.select().from(shopLedger).where(eq(shopLedger.id, tooBig!.id));
    expect(still?.status).toBe('pending');
    expect((await figures(id.USDTTRC20)).reserve).toBe(usdtAfter.reserve);
    await expectBalanced();
  });

  it('keeps movements append-only in the database', async () => {
    await expect(t.database.db.execute(sql`update reserve_movements set amount = 0`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from reserve_movements`)).rejects.toThrow();
    await expectBalanced();
  });

  describe('refusals', () => {
    it('shows the movements only to staff', async () => {
      expect(
        (await call('GET', `/admin/api/catalogue/currencies/${id.BTC}/reserve/`, user.access)).statusCode,
      ).toBe(403);
      expect((await call('GET', `/admin/api/catalogue/currencies/${id.BTC}/reserve/`, null)).statusCode).toBe(
        401,
      );
    });
  });
});
