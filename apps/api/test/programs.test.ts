import { eq } from 'drizzle-orm';
import { dec, discountedCourse, quoteFromSend, referralAccrual } from '@exchanger/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { claims, mailOutbox, promocodes, referralLedger, users } from '../src/db/schema.js';
import { ids, seedCatalogue } from './catalogue-fixture.js';
import { buildTestApp, describeEachDb, type TTestApp } from './helpers.js';

const PASSWORD = 'correct horse 7';

describeEachDb('claims with promocodes, loyalty and referrals', (kind) => {
  let t: TTestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedCatalogue(t);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.9.0.${(ip += 1) % 250}` });

  async function activeUser(email: string, refferal?: string) {
    const body = { email, password: PASSWORD, passwordRepeat: PASSWORD, ...(refferal ? { refferal } : {}) };
    expect((await post('/api/v1/users/signup/', body)).statusCode).toBe(201);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const token = /activate=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect((await post(`/api/v1/users/activate/${token}/`, {})).statusCode).toBe(204);
    const login = await post('/front-api/auth/login/', { email, password: PASSWORD });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    return { access: login.json<{ access: string }>().access, user: user! };
  }

  /** A BTC → Sberbank claim for `send` BTC quoted with `percent` of improvement, as the browser does it. */
  function claimBody(send: string, percent = '0', extra: object = {}) {
    const id = ids(t);
    const course = discountedCourse('5043200', percent);
    const q = quoteFromSend(
      { course, from: { precision: 8, min: null, max: null }, to: { precision: 2, min: null, max: null } },
      send,
    );
    return {
      email: 'client@example.com',
      fromPs: id.BTC,
      toPs: id.SBERRUB,
      fromSumma: send,
      toSumma: q.receive,
      toRequisites: { card: '4111 1111 1111 1111', cardholder: 'IVAN IVANOV' },
      agree: true,
      ...extra,
    };
  }

  it('improves the course by a promocode, within its uses, and says so when it is unknown or used up', async () => {
    await t.database.db.insert(promocodes).values({ code: 'TEST5', percent: '5', maxUses: 1 });
    // Quoted without the improvement: the server computes more and refuses the mismatch.
    const plain = await post('/api/v1/claim/', claimBody('0.01', '0', { promocode: 'test5' }));
    expect(plain.statusCode).toBe(400);
    expect(plain.json().fields).toHaveProperty('toSumma');

    const body = claimBody('0.01', '5', { promocode: ' test5 ' });
    expect(body.toSumma).toBe('52953.60');
    const ok = await post('/api/v1/claim/', body);
    expect(ok.statusCode, ok.body).toBe(201);
    const [row] = await t.database.db.select().from(claims).where(eq(claims.id, ok.json().id));
    expect(row).toMatchObject({ promocode: 'TEST5', course: expect.stringMatching(/^5295360(\.0+)?$/) });

    const again = await post('/en/api/v1/claim/', body);
    expect(again.statusCode).toBe(400);
    expect(again.json().fields.promocode).toEqual(['No such promocode, or it is no longer valid.']);
    const unknown = await post('/api/v1/claim/', claimBody('0.01', '0', { promocode: 'NOPE' }));
    expect(unknown.json().fields).toHaveProperty('promocode');
    const [code] = await t.database.db.select().from(promocodes).where(eq(promocodes.code, 'TEST5'));
    expect(code?.uses).toBe(1);
  });

  it("credits the referrer's share of the margin once, when a referred user's claim completes", async () => {
    const referrer = await activeUser('referrer@example.com');
    const referred = await activeUser('referred@example.com', referrer.user.referralCode.toUpperCase());
    expect(referred.user.referrerId).toBe(referrer.user.id);

    const res = await post('/api/v1/claim/', claimBody('0.01'), {
      authorization: `Bearer ${referred.access}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: string }>().id;
    const [claim] = await t.database.db.select().from(claims).where(eq(claims.id, id));
    expect(claim).toMatchObject({ userId: referred.user.id, referrerId: referrer.user.id });
    // 0.01 BTC at 64 000 USD.
    expect(dec(claim?.usdValue ?? '0').eq('640')).toBe(true);

    const claimsService = t.app.services.claims;
    await claimsService.confirm(id);
    await claimsService.act(id, 'payment_received', { type: 'operator', id: '1' }, 'seen');
    expect(await t.database.db.select().from(referralLedger)).toEqual([]);
    await claimsService.act(id, 'complete', { type: 'operator', id: '1' }, 'paid out');

    const ledger = await t.database.db.select().from(referralLedger);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      userId: referrer.user.id,
      kind: 'deposit',
      status: 'done',
      claimId: id,
    });
    // 640 USD × 1.5 % margin × 30 % share = 2.88 USDT, exactly.
    expect(referralAccrual('640', '1.5')).toBe('2.88');
    expect(dec(ledger[0]?.amount ?? '0').eq('2.88')).toBe(true);
    const refferal = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/refferal/',
      headers: { authorization: `Bearer ${referrer.access}` },
    });
    expect(refferal.json()).toMatchObject({ balance: '2.88', completedClaims: 1, invited: 1 });
  });

  it("credits the owner of a guest claim's referral code, never the client's own code", async () => {
    const owner = await activeUser('owner@example.com');
    const guest = await post('/api/v1/claim/', claimBody('0.01', '0', { refferal: owner.user.referralCode }));
    const [claim] = await t.database.db.select().from(claims).where(eq(claims.id, guest.json().id));
    expect(claim?.referrerId).toBe(owner.user.id);
    // A logged-in user's own code does not make them their own referrer.
    const self = await post('/api/v1/claim/', claimBody('0.01', '0', { refferal: owner.user.referralCode }), {
      authorization: `Bearer ${owner.access}`,
    });
    const [own] = await t.database.db.select().from(claims).where(eq(claims.id, self.json().id));
    expect(own?.referrerId).toBeNull();
  });

  it('applies the loyalty level of a user with completed volume, as the pair bonus says', async () => {
    const loyal = await activeUser('loyal@example.com');
    // 0.02 BTC completed = 1 280 USD: the first level (0.1 %).
    const first = await post('/api/v1/claim/', claimBody('0.02'), {
      authorization: `Bearer ${loyal.access}`,
    });
    const id = first.json<{ id: string }>().id;
    await t.app.services.claims.confirm(id);
    await t.app.services.claims.act(id, 'payment_received', { type: 'operator', id: '1' }, '');
    await t.app.services.claims.act(id, 'complete', { type: 'operator', id: '1' }, '');
    const loyalty = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/loyalty/',
      headers: { authorization: `Bearer ${loyal.access}` },
    });
    const percent = loyalty.json<{ percent: string }>().percent;
    expect(dec(percent).gt(0)).toBe(true);
    const without = await post('/api/v1/claim/', claimBody('0.01'), {
      authorization: `Bearer ${loyal.access}`,
    });
    expect(without.statusCode).toBe(400);
    const withLevel = await post('/api/v1/claim/', claimBody('0.01', percent), {
      authorization: `Bearer ${loyal.access}`,
    });
    expect(withLevel.statusCode, withLevel.body).toBe(201);
  });
});
