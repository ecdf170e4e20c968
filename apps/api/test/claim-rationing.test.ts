/**
 * Anonymous claims are rationed (docs/decisions/027-claim-rationing.md): per client address, per
 * e-mail and per account, a creation rate limit (429 with `Retry-After`), a cap on unpaid claims
 * open at once and a cap on the share of one reserve they hold (409) — replaying the drain of the
 * USDT-TRC20 reserve by two claims from one address. Promocodes tried with claims count against
 * the promocode limit, and a cancelled or expired claim gives its promocode use back.
 */
import { dec, discountedCourse, pairTerms, quoteFromSend } from '@exchanger/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, currencies, mailOutbox, promocodes } from '../src/db/schema.js';
import { createMailRepo } from '../src/modules/mail/mail.repo.js';
import { ids, seedCatalogue, type TDemoCode } from './catalogue-fixture.js';
import { buildTestApp, describeEachDb, type TTestApp } from './helpers.js';
import { createMember } from './members.js';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
/** The production defaults (config.test.ts checks that they are the defaults). */
const RATIONED = { CLAIMS_PER_HOUR: '10', CLAIMS_OPEN_MAX: '3', CLAIMS_RESERVE_SHARE: '50' };

describeEachDb('claim rationing', (kind) => {
  let t: TTestApp;
  let id: Record<TDemoCode, number>;
  let block = 0;
  /** A fresh client address per test, and its own e-mails, so the tests do not share counts. */
  const addressBlock = () => {
    block += 1;
    let n = 0;
    return { address: `10.77.${block}.1`, next: () => `10.77.${block}.${(n += 1) + 1}` };
  };

  beforeAll(async () => {
    t = await buildTestApp(kind, { env: RATIONED });
    await seedCatalogue(t);
    id = ids(t);
  });
  afterAll(() => t.close());

  const setReserve = async (code: TDemoCode, reserve: string) => {
    await t.database.db.update(currencies).set({ reserve }).where(eq(currencies.code, code));
    await t.database.db.execute(sql`update catalogue_state set version = version + 1`);
    await t.app.services.catalogue.reload();
  };
  const available = async (code: TDemoCode) => {
    const [row] = await t.database.db.select().from(currencies).where(eq(currencies.code, code));
    return dec(row!.reserve).minus(dec(row!.held));
  };

  /** A BTC → USDT-TRC20 claim body for `send` BTC, quoted as the browser quotes it. */
  const usdtBody = async (send: string, email: string) => {
    const pair = (
      await t.app.inject({ method: 'GET', url: `/api/v1/calculator/pair/${id.BTC}/${id.USDTTRC20}/` })
    ).json();
    const q = quoteFromSend(pairTerms(pair), send);
    return {
      email,
      fromPs: id.BTC,
      toPs: id.USDTTRC20,
      fromSumma: q.send,
      toSumma: q.receive,
      toRequisites: { wallet: TRON },
      agree: true,
    };
  };
  /** A BTC → Sberbank claim body for `send` BTC with `percent` of course improvement. */
  const rubBody = (send: string, email: string, extra: object = {}, percent = '0') => {
    const q = quoteFromSend(
      {
        course: discountedCourse('5043200', percent),
        from: { precision: 8, min: null, max: null },
        to: { precision: 2, min: null, max: null },
      },
      send,
    );
    return {
      email,
      fromPs: id.BTC,
      toPs: id.SBERRUB,
      fromSumma: send,
      toSumma: q.receive,
      toRequisites: { card: '4111 1111 1111 1111', cardholder: 'IVAN IVANOV' },
      agree: true,
      ...extra,
    };
  };
  const post = (payload: object, remoteAddress: string, options: { en?: boolean; access?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: options.en ? '/en/api/v1/claim/' : '/api/v1/claim/',
      payload,
      remoteAddress,
      headers: options.access ? { authorization: `Bearer ${options.access}` } : {},
    });

  it('replays the drain: one address holds at most half of the USDT-TRC20 reserve, whatever its e-mails', async () => {
    const { address, next } = addressBlock();
    await setReserve('USDTTRC20', '189000');
    // 1.4 BTC buys about 88,900 USDT: within the address's half (94,500), admitted.
    const first = await post(await usdtBody('1.4', 'drain-1@example.com'), address);
    expect(first.statusCode, first.body).toBe(201);
    // A second as large, under another e-mail, would take the address past its half: refused.
    const second = await post(await usdtBody('1.4', 'drain-2@example.com'), address);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'reserve_share_cap',
      detail: expect.stringContaining('50% резерва USDT') as unknown,
    });
    const english = await post(await usdtBody('1.4', 'drain-3@example.com'), address, { en: true });
    expect(english.json().detail).toContain('at most 50% of the USDT reserve');
    // The same e-mail from another address is refused too: the e-mail is a key of its own.
    const sameEmail = await post(await usdtBody('1.4', 'drain-1@example.com'), next());
    expect(sameEmail.json().code).toBe('reserve_share_cap');
    // What still fits in the half is admitted.
    const small = await post(await usdtBody('0.08', 'drain-4@example.com'), address);
    expect(small.statusCode, small.body).toBe(201);
    // The reserve keeps the other half: the available figure stays above 94,500.
    expect((await available('USDTTRC20')).gte('94500')).toBe(true);
    const held = await t.database.db
      .select({ sum: sql<string>`sum(to_amount)::text` })
      .from(claims)
      .where(eq(claims.clientIp, address));
    expect(dec(held[0]!.sum).lte('94500')).toBe(true);
  });

  it('caps unpaid claims at 3 per address; "I have paid" still counts, a cancelled claim frees a place', async () => {
    const { address } = addressBlock();
    const made: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await post(rubBody('0.01', `open-${block}-${i}@example.com`), address);
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.json<{ id: string }>().id);
    }
    const fourth = await post(rubBody('0.01', `open-${block}-3@example.com`), address);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({
      code: 'open_claims_cap',
      detail:
        'Достигнут предел неоплаченных заявок, открытых одновременно: 3. Оплатите или отмените одну из них, чтобы создать новую.',
    });
    // The client's word that it paid does not free a place: the payment is not seen yet.
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/claim/${made[0]}/confirm/` })).statusCode,
    ).toBe(200);
    expect((await post(rubBody('0.01', `open-${block}-4@example.com`), address)).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/claim/${made[1]}/cancel/` })).statusCode).toBe(
      200,
    );
    const after = await post(rubBody('0.01', `open-${block}-5@example.com`), address);
    expect(after.statusCode, after.body).toBe(201);
  });

  it('caps unpaid claims per e-mail across addresses, and per account across addresses and e-mails', async () => {
    const { next } = addressBlock();
    const email = `one-${block}@example.com`;
    for (let i = 0; i < 3; i += 1) expect((await post(rubBody('0.01', email), next())).statusCode).toBe(201);
    const byEmail = await post(rubBody('0.01', email.toUpperCase()), next());
    expect(byEmail.json().code).toBe('open_claims_cap');

    const member = await createMember(t, `member-${block}@example.com`, 'user', next);
    for (let i = 0; i < 3; i += 1) {
      const res = await post(rubBody('0.01', `acc-${block}-${i}@example.com`), next(), {
        access: member.access,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const byAccount = await post(rubBody('0.01', `acc-${block}-9@example.com`), next(), {
      access: member.access,
    });
    expect(byAccount.json().code).toBe('open_claims_cap');
  });

  it('answers 429 with Retry-After past 10 creations an hour from one address, counting refused ones, in both languages', async () => {
    const { address } = addressBlock();
    // Ten attempts, refused for their currency: each counts.
    for (let i = 0; i < 10; i += 1) {
      const res = await post(rubBody('0.01', `rate-${block}-${i}@example.com`, { toPs: 999_999 }), address);
      expect(res.statusCode).toBe(400);
    }
    const limited = await post(rubBody('0.01', `rate-${block}-10@example.com`), address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'claims_rate_limited' });
    expect(limited.json().detail).toMatch(
      /^Слишком много заявок с этого адреса или e-mail\. Новую заявку можно создать через \d+ мин\.$/,
    );
    const seconds = Number(limited.headers['retry-after']);
    expect(seconds).toBeGreaterThan(3500);
    expect(seconds).toBeLessThanOrEqual(3600);
    const english = await post(rubBody('0.01', `rate-${block}-11@example.com`), address, { en: true });
    expect(english.statusCode).toBe(429);
    expect(english.json().detail).toMatch(
      /^Too many claims from this address or e-mail\. You can create a new one in \d+ min\.$/,
    );
    // Nothing was created past the limit.
    const made = await t.database.db.select().from(claims).where(eq(claims.clientIp, address));
    expect(made).toHaveLength(0);
  });

  it('never admits more than the cap from one address when its claims arrive at once', async () => {
    const { address } = addressBlock();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(rubBody('0.01', `burst-${block}-${i}@example.com`), address)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c !== 201).every((c) => c === 409)).toBe(true);
    const open = await t.database.db.select().from(claims).where(eq(claims.clientIp, address));
    expect(open).toHaveLength(3);
  });

  describe('promocodes', () => {
    it('counts codes tried with claims and by the public check against one limit per address', async () => {
      const { address } = addressBlock();
      await t.database.db.insert(promocodes).values({ code: `RIGHT${block}`, percent: '5' });
      // Ten claims with wrong codes (the creation limit allows ten an hour)…
      for (let i = 0; i < 10; i += 1) {
        const res = await post(
          rubBody('0.01', `guess-${block}-${i}@example.com`, { promocode: `WRONG${i}` }),
          address,
        );
        expect(res.json().fields).toEqual({ promocode: [expect.any(String) as unknown] });
      }
      // …leave 50 checks of the 60 a minute.
      for (let i = 0; i < 50; i += 1) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/v1/promocodes/WRONG${i}/`,
          remoteAddress: address,
        });
        expect(res.statusCode).toBe(404);
      }
      const refused = await t.app.inject({
        method: 'GET',
        url: `/api/v1/promocodes/RIGHT${block}/`,
        remoteAddress: address,
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail).toBe('Слишком много попыток ввести промокод. Попробуйте позже.');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('refuses a claim with the right code once the address has spent its tries on checks: no oracle', async () => {
      const { address } = addressBlock();
      await t.database.db.insert(promocodes).values({ code: `ORACLE${block}`, percent: '5' });
      for (let i = 0; i < 60; i += 1) {
        await t.app.inject({ method: 'GET', url: `/api/v1/promocodes/NOPE${i}/`, remoteAddress: address });
      }
      const res = await post(
        rubBody('0.01', `oracle-${block}@example.com`, { promocode: `ORACLE${block}` }, '5'),
        address,
        { en: true },
      );
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({
        code: 'rate_limited',
        detail: 'Too many promocode attempts. Try again later.',
      });
      expect(await t.database.db.select().from(claims).where(eq(claims.clientIp, address))).toHaveLength(0);
    });

    const uses = async (code: string) => {
      const [row] = await t.database.db.select().from(promocodes).where(eq(promocodes.code, code));
      return row!.uses;
    };

    it('gives the use back when the claim is cancelled, in the same change', async () => {
      const { next } = addressBlock();
      const code = `ONCE${block}`;
      await t.database.db.insert(promocodes).values({ code, percent: '5', maxUses: 1 });
      const first = await post(rubBody('0.01', `c1-${block}@example.com`, { promocode: code }, '5'), next());
      expect(first.statusCode, first.body).toBe(201);
      expect(await uses(code)).toBe(1);
      const usedUp = await post(rubBody('0.01', `c2-${block}@example.com`, { promocode: code }, '5'), next());
      expect(usedUp.json().fields).toHaveProperty('promocode');
      const claimId = first.json<{ id: string }>().id;
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/v1/claim/${claimId}/cancel/` })).statusCode,
      ).toBe(200);
      expect(await uses(code)).toBe(0);
      const again = await post(rubBody('0.01', `c3-${block}@example.com`, { promocode: code }, '5'), next());
      expect(again.statusCode, again.body).toBe(201);
      expect(await uses(code)).toBe(1);
    });

    it('gives the use back when the claim expires, and never twice', async () => {
      const { next } = addressBlock();
      const code = `LAPSE${block}`;
      await t.database.db.insert(promocodes).values({ code, percent: '5', maxUses: 1 });
      const first = await post(rubBody('0.01', `e1-${block}@example.com`, { promocode: code }, '5'), next());
      expect(first.statusCode, first.body).toBe(201);
      const claimId = first.json<{ id: string }>().id;
      await t.database.db.execute(
        sql`update claims set expires_at = now() - interval '1 second' where id = ${claimId}`,
      );
      expect(await t.app.services.claims.expireDue()).toBeGreaterThanOrEqual(1);
      expect(await uses(code)).toBe(0);
      // An expired claim cannot be cancelled: the use is not given back a second time.
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/v1/claim/${claimId}/cancel/` })).statusCode,
      ).toBe(409);
      expect(await uses(code)).toBe(0);
      expect(
        (await post(rubBody('0.01', `e2-${block}@example.com`, { promocode: code }, '5'), next())).statusCode,
      ).toBe(201);
    });
  });

  it('sends a restore mail in the first batch with 1,000 claim mails queued before it', async () => {
    const { next } = addressBlock();
    const email = `restore-${block}@example.com`;
    await createMember(t, email, 'user', next);
    await t.database.db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.status, 'pending'));
    // What the flood of claims left in the outbox: a thousand claim mails, older than the restore.
    const mails = Array.from({ length: 1000 }, (_, i) =>
      t.app.services.mail.prepare({
        template: 'claim_status',
        to: `flood-${i}@example.com`,
        locale: 'ru',
        params: { claimId: `c${i}`, link: 'https://exchanger.example/claim/x', status: 'new' },
      }),
    );
    const repo = createMailRepo(t.database.db);
    await t.database.db.execute(repo.queueStatement(t.database.db, mails, new Date(Date.now() - 60_000)));
    const restore = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/restore/',
      payload: { email },
      remoteAddress: next(),
    });
    expect(restore.statusCode).toBe(204);
    // One run of the outbox job: 50 messages, the restore link first among them.
    expect((await t.app.services.mail.deliverDue()).logged).toBe(50);
    const [sent] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.to} = ${email} and ${mailOutbox.template} = 'restore'`);
    expect(sent?.status).toBe('logged');
    const waiting = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(sql`${mailOutbox.status} = 'pending' and ${mailOutbox.template} = 'claim_status'`);
    expect(waiting[0]?.n).toBe(951);
  });
});
