/**
 * The claim link is a secret; third parties get a number (docs/decisions/026-claim-link-and-masking.md).
 * Each case replays what a referrer, a shop or a holder of a forwarded link could do before, and
 * shows it refused: no claim id in the referral ledger, the shop's sales, CSV, webhooks or merchant
 * API; the client's card, name and e-mail masked on the public claim answers and in its e-mail; the
 * full requisites to staff only through an audited reveal; the footer lookup opening a claim by its
 * number only with its e-mail, answering alike whichever half is wrong, and limited.
 */
import { and, eq } from 'drizzle-orm';
import { dec, discountedCourse, quoteFromSend, type TInvoice, type TReferralDwPage } from '@exchanger/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox } from '../src/db/schema.js';
import { describeEachDb } from './helpers.js';
import { createMember, type TMember } from './members.js';
import { as, useTeaHouse } from './shop-fixture.js';

const CARD = '4111111111111111';
const NAME = 'IVAN IVANOV';
const EMAIL = 'buyer.person@example.com';

describeEachDb('claim links and clients’ data', (kind) => {
  const f = useTeaHouse(kind);
  const inject = (
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string | undefined> = {},
    payload?: object,
  ) =>
    f.t.app.inject({
      method,
      url,
      headers,
      remoteAddress: f.remoteAddress(),
      ...(payload ? { payload } : {}),
    });

  let referrer: TMember;
  let referredClaim: string;
  let invoice: TInvoice;
  let saleClaim: string;

  beforeAll(async () => {
    // A referred guest's claim, BTC → a card, taken to completion so the referrer is credited.
    referrer = await createMember(f.t, 'privacy-referrer@example.com', 'user', f.remoteAddress);
    const me = await inject('GET', '/api/v1/users/me/', as(referrer.access));
    const code = me.json<{ referralCode: string }>().referralCode;
    const q = quoteFromSend(
      {
        course: discountedCourse('5043200', '0'),
        from: { precision: 8, min: null, max: null },
        to: { precision: 2, min: null, max: null },
      },
      '0.01',
    );
    const referred = await inject(
      'POST',
      '/api/v1/claim/',
      {},
      {
        email: EMAIL,
        fromPs: f.id.BTC,
        toPs: f.id.SBERRUB,
        fromSumma: '0.01',
        toSumma: q.receive,
        toRequisites: { card: CARD, cardholder: NAME },
        refferal: code,
        agree: true,
      },
    );
    expect(referred.statusCode, referred.body).toBe(201);
    referredClaim = referred.json<{ id: string }>().id;
    await f.complete(referredClaim);

    // A buyer's claim paying the shop's invoice, completed, its webhooks delivered.
    const created = await inject(
      'POST',
      '/api/v1/merchant/invoices/',
      { 'x-api-key': f.key },
      {
        amount: f.goodAmount(),
        orderId: 'privacy-1',
        description: '=HYPERLINK("http://evil.example")',
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    invoice = created.json<TInvoice>();
    const paid = await f.pay(invoice, { email: EMAIL });
    expect(paid.statusCode, paid.body).toBe(201);
    saleClaim = paid.json<{ id: string }>().id;
    await f.complete(saleClaim);
    await f.t.app.services.webhooks.deliverDue();
  });

  describe('third parties get the claim’s number, never its id', () => {
    it('the referrer’s ledger names the referred claim by its number', async () => {
      const dw = await inject('GET', '/api/v1/users/me/refferal/dw/', as(referrer.access));
      expect(dw.statusCode).toBe(200);
      const deposits = dw.json<TReferralDwPage>().results.filter((r) => r.kind === 'deposit');
      expect(deposits.map((d) => d.claimNumber)).toEqual([referredClaim.slice(0, 8)]);
      expect(dw.body).not.toContain(referredClaim);
      expect(dw.body).not.toContain(referredClaim.slice(9));
    });

    it('the shop’s sales, ledger, CSV, webhooks and merchant API carry the number only', async () => {
      const seller = as(f.seller.access);
      const key = { 'x-api-key': f.key };
      const answers = [
        await inject('GET', '/api/v1/users/me/shop/sales/', seller),
        await inject('GET', '/api/v1/users/me/shop/sales.csv', seller),
        await inject('GET', '/api/v1/users/me/shop/ledger/', seller),
        await inject('GET', '/api/v1/users/me/shop/webhooks/', seller),
        await inject('GET', `/api/v1/merchant/invoices/${invoice.id}/`, key),
        await inject('GET', '/api/v1/merchant/invoices/', key),
      ];
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.body).toContain(saleClaim.slice(0, 8));
        expect(answer.body).not.toContain(saleClaim);
        expect(answer.body).not.toContain(saleClaim.slice(9));
      }
      const hooks = f.receiver.received.map((r) => r.body).filter((b) => b.includes(invoice.id));
      expect(hooks.length).toBeGreaterThan(1);
      for (const hook of hooks) {
        expect(JSON.parse(hook)).toMatchObject({ claim: { number: saleClaim.slice(0, 8) } });
        expect(hook).not.toContain(saleClaim);
      }
      expect(answers[4]?.json<TInvoice>().claimNumber).toBe(saleClaim.slice(0, 8));
    });

    it('the CSV neutralises a formula the shop’s own description carries, and keeps amounts numbers', async () => {
      const csv = await inject('GET', '/api/v1/users/me/shop/sales.csv', as(f.seller.access));
      const line = csv.body.split('\r\n').find((l) => l.includes('privacy-1')) ?? '';
      expect(line).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
      expect(line).toContain(`,${dec(invoice.amount).toFixed(2)},`);
      expect(csv.body.split('\r\n')[0]).toContain(',claim_number,');
    });
  });

  describe('the claim’s public answers and e-mails show the client’s data masked', () => {
    it('masks the card, the name and the e-mail on the claim’s page; public addresses stay whole', async () => {
      for (const prefix of ['', '/en']) {
        const form = await inject('GET', `${prefix}/api/v1/claim/${referredClaim}/form/`);
        expect(form.statusCode).toBe(200);
        expect(form.json()).toMatchObject({
          email: 'b***@example.com',
          toRequisites: { card: '4111 •••• •••• 1111', cardholder: 'IVAN I.' },
        });
        for (const url of ['form', 'requisite', 'status', 'verification']) {
          const body = (await inject('GET', `${prefix}/api/v1/claim/${referredClaim}/${url}/`)).body;
          for (const secret of [CARD, NAME, EMAIL, '4111 1111']) expect(body).not.toContain(secret);
        }
      }
      const sale = await inject('GET', `/api/v1/claim/${saleClaim}/form/`);
      expect(sale.json()).toMatchObject({
        email: 'b***@example.com',
        fromRequisites: { card: '4111 •••• •••• 1111' },
      });
    });

    it('masks them in the claim’s e-mails', async () => {
      const mails = await f.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, EMAIL));
      expect(mails.length).toBeGreaterThan(2);
      for (const mail of mails) {
        for (const secret of [CARD, NAME]) {
          expect(mail.text).not.toContain(secret);
          expect(mail.html).not.toContain(secret);
        }
      }
      const created = mails.find((m) => m.template === 'claim_created' && m.text.includes(referredClaim));
      expect(created?.text).toContain('4111 •••• •••• 1111');
      expect(created?.text).toContain('IVAN I.');
    });
  });

  describe('staff see the requisites masked, and in full through an audited reveal', () => {
    it('masks the desk’s claim and reveals it to an operator, writing who revealed which claim', async () => {
      const desk = await inject('GET', `/admin/api/claims/${referredClaim}/`, as(f.operator.access));
      expect(desk.statusCode).toBe(200);
      expect(desk.body).not.toContain(CARD);
      expect(desk.json()).toMatchObject({ email: EMAIL });

      const reveal = await inject(
        'POST',
        `/admin/api/claims/${referredClaim}/requisites/`,
        as(f.operator.access),
      );
      expect(reveal.statusCode, reveal.body).toBe(200);
      expect(reveal.json()).toMatchObject({
        toRequisites: [
          expect.objectContaining({ name: 'card', value: CARD }),
          expect.objectContaining({ name: 'cardholder', value: NAME }),
        ],
      });
      const entries = await f.t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, referredClaim), eq(auditLog.action, 'claim.reveal_requisites')));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ actorId: f.operator.id, targetType: 'claim' });
      expect(entries[0]?.details).toEqual({ fromFields: [], toFields: ['card', 'cardholder'] });
    });

    it('refuses the reveal to anyone but staff, before anything is written', async () => {
      const before = (await f.t.database.db.select().from(auditLog)).length;
      const guest = await inject('POST', `/admin/api/claims/${referredClaim}/requisites/`);
      expect(guest.statusCode).toBe(401);
      const user = await inject(
        'POST',
        `/admin/api/claims/${referredClaim}/requisites/`,
        as(referrer.access),
      );
      expect(user.statusCode).toBe(403);
      expect((await f.t.database.db.select().from(auditLog)).length).toBe(before);
    });
  });

  describe('the footer lookup', () => {
    const lookup = (payload: object, remoteAddress: string, prefix = '') =>
      f.t.app.inject({ method: 'POST', url: `${prefix}/api/v1/claim/lookup/`, payload, remoteAddress });

    it('opens a claim by its number only with its e-mail, and answers alike whichever is wrong', async () => {
      const number = `#${referredClaim.slice(0, 8).toUpperCase()}`;
      const found = await lookup({ number, email: 'Buyer.Person@Example.com' }, '10.77.0.1');
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json()).toEqual({ id: referredClaim, redirect: `/claim/${referredClaim}` });
      const en = await lookup({ number, email: EMAIL }, '10.77.0.1', '/en');
      expect(en.json()).toEqual({ id: referredClaim, redirect: `/en/claim/${referredClaim}` });

      const other = referredClaim.startsWith('0') ? '1' : '0';
      const wrongEmail = await lookup({ number, email: 'someone@example.com' }, '10.77.0.2');
      const wrongNumber = await lookup({ number: `${other}${number.slice(2)}`, email: EMAIL }, '10.77.0.3');
      for (const answer of [wrongEmail, wrongNumber]) {
        expect(answer.statusCode).toBe(404);
        expect(answer.body).not.toContain(referredClaim);
      }
      const { requestId: _a, ...a } = wrongEmail.json<Record<string, unknown>>();
      const { requestId: _b, ...b } = wrongNumber.json<Record<string, unknown>>();
      expect(a).toEqual(b);
      expect(a).toEqual({
        code: 'not_found',
        detail: 'Заявки с таким номером и e-mail нет. Проверьте оба поля.',
      });
      expect(wrongEmail.headers['content-length']).toBe(wrongNumber.headers['content-length']);
    });

    it('refuses what is not a number, naming the field in the request’s language', async () => {
      const bad = await lookup({ number: referredClaim, email: EMAIL }, '10.77.0.4', '/en');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.number).toEqual([
        'A claim number is eight characters, digits and letters a–f, e.g. 9c1e7f3a.',
      ]);
      expect(bad.body).not.toContain(referredClaim);
    });

    it('counts every attempt: ten a quarter of an hour from one address, twenty an hour on one number', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push(
          (await lookup({ number: 'abcdef01', email: `guess${i}@example.com` }, '10.77.1.1')).statusCode,
        );
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
      expect(statuses[10]).toBe(429);
      // The right pair from that address is refused too: the limit comes before the lookup.
      const number = saleClaim.slice(0, 8);
      const refused = await lookup({ number, email: EMAIL }, '10.77.1.1');
      expect(refused.statusCode).toBe(429);
      // It says when the quarter of an hour is over.
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);

      const spread: number[] = [];
      for (let i = 0; i < 21; i++) {
        spread.push(
          (await lookup({ number: 'abcdef02', email: `guess${i}@example.com` }, `10.77.2.${i}`)).statusCode,
        );
      }
      expect(spread.slice(0, 20)).toEqual(Array(20).fill(404));
      expect(spread[20]).toBe(429);
    });
  });
});
