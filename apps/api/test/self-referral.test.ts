/**
 * Self-referral credits nothing (docs/decisions/030-input-and-data-rules.md): a claim in the
 * referrer's own e-mail, even as a guest with the referrer's code, a claim of the referrer's own
 * account, and a sign-up through one's own link. Each attack is replayed to the claim's completion,
 * when the referral would be paid; a claim of someone else through the same link is the control.
 */
import { eq } from 'drizzle-orm';
import { discountedCourse, quoteFromSend } from '@exchanger/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { claims, mailOutbox, referralLedger, users } from '../src/db/schema.js';
import { ids, seedCatalogue } from './catalogue-fixture.js';
import { buildTestApp, describeEachDb, type TTestApp } from './helpers.js';

const PASSWORD = 'correct horse 7';

describeEachDb('self-referral', (kind) => {
  let t: TTestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedCatalogue(t);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.31.0.${(ip += 1) % 250}` });

  async function activeUser(email: string) {
    const body = { email, password: PASSWORD, passwordRepeat: PASSWORD };
    expect((await post('/api/v1/users/signup/', body)).statusCode).toBe(201);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const token = /activate=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect((await post(`/api/v1/users/activate/${token}/`, {})).statusCode).toBe(204);
    const login = await post('/front-api/auth/login/', { email, password: PASSWORD });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    return { access: login.json<{ access: string }>().access, user: user! };
  }

  /** A BTC → Sberbank claim of 0.01 BTC, created (as a guest unless `access` is given) and completed. */
  async function completedClaim(extra: object, access?: string) {
    const id = ids(t);
    const q = quoteFromSend(
      {
        course: discountedCourse('5043200', '0'),
        from: { precision: 8, min: null, max: null },
        to: { precision: 2, min: null, max: null },
      },
      '0.01',
    );
    const res = await post(
      '/api/v1/claim/',
      {
        email: 'client@example.com',
        fromPs: id.BTC,
        toPs: id.SBERRUB,
        fromSumma: '0.01',
        toSumma: q.receive,
        toRequisites: { card: '4111 1111 1111 1111', cardholder: 'IVAN IVANOV' },
        agree: true,
        ...extra,
      },
      access ? { authorization: `Bearer ${access}` } : {},
    );
    expect(res.statusCode, res.body).toBe(201);
    const claimId = res.json<{ id: string }>().id;
    const service = t.app.services.claims;
    await service.confirm(claimId);
    await service.act(claimId, 'payment_received', { type: 'operator', id: '1' }, 'seen');
    await service.act(claimId, 'complete', { type: 'operator', id: '1' }, 'paid out');
    const [claim] = await t.database.db.select().from(claims).where(eq(claims.id, claimId));
    const credits = await t.database.db
      .select()
      .from(referralLedger)
      .where(eq(referralLedger.claimId, claimId));
    return { referrerId: claim?.referrerId ?? null, credits: credits.length };
  }

  it('credits nothing for a guest claim in the referrer’s own e-mail, in any case, with their code', async () => {
    const referrer = await activeUser('ref-mail@example.com');
    const code = referrer.user.referralCode;
    for (const email of ['ref-mail@example.com', 'Ref-Mail@Example.com']) {
      expect(await completedClaim({ email, refferal: code })).toEqual({ referrerId: null, credits: 0 });
    }
    // The control: someone else through the same link is credited.
    expect(await completedClaim({ email: 'friend@example.com', refferal: code })).toEqual({
      referrerId: referrer.user.id,
      credits: 1,
    });
  });

  it('credits nothing for the referrer’s own account, nor for a referee’s claim in the referrer’s e-mail', async () => {
    const referrer = await activeUser('ref-self@example.com');
    // An account that refers itself (a row made before the rule): its claims credit nobody.
    await t.database.db
      .update(users)
      .set({ referrerId: referrer.user.id })
      .where(eq(users.id, referrer.user.id));
    expect(await completedClaim({ refferal: referrer.user.referralCode }, referrer.access)).toEqual({
      referrerId: null,
      credits: 0,
    });
    // A referee signed in, filling in the referrer's e-mail on the claim.
    const referee = await activeUser('referee@example.com');
    await t.database.db
      .update(users)
      .set({ referrerId: referrer.user.id })
      .where(eq(users.id, referee.user.id));
    expect(await completedClaim({ email: 'ref-self@example.com' }, referee.access)).toEqual({
      referrerId: null,
      credits: 0,
    });
  });

  it('credits nothing at completion for a claim recorded as self-referred before the rule', async () => {
    const referrer = await activeUser('ref-old@example.com');
    const id = ids(t);
    const q = quoteFromSend(
      {
        course: discountedCourse('5043200', '0'),
        from: { precision: 8, min: null, max: null },
        to: { precision: 2, min: null, max: null },
      },
      '0.01',
    );
    const res = await post('/api/v1/claim/', {
      email: 'ref-old@example.com',
      fromPs: id.BTC,
      toPs: id.SBERRUB,
      fromSumma: '0.01',
      toSumma: q.receive,
      toRequisites: { card: '4111 1111 1111 1111', cardholder: 'IVAN IVANOV' },
      agree: true,
    });
    const claimId = res.json<{ id: string }>().id;
    await t.database.db.update(claims).set({ referrerId: referrer.user.id }).where(eq(claims.id, claimId));
    const service = t.app.services.claims;
    await service.confirm(claimId);
    await service.act(claimId, 'payment_received', { type: 'operator', id: '1' }, 'seen');
    await service.act(claimId, 'complete', { type: 'operator', id: '1' }, 'paid out');
    expect(
      await t.database.db.select().from(referralLedger).where(eq(referralLedger.claimId, claimId)),
    ).toEqual([]);
  });

  it('never makes a sign-up through one’s own link one’s own referee', async () => {
    const owner = await activeUser('ref-signup@example.com');
    const again = await post('/api/v1/users/signup/', {
      email: 'REF-SIGNUP@example.com',
      password: PASSWORD,
      passwordRepeat: PASSWORD,
      refferal: owner.user.referralCode,
    });
    expect(again.statusCode).toBeLessThan(500);
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'ref-signup@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.referrerId).toBeNull();
  });
});
