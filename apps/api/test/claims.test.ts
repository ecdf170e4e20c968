/** Claims as a client lives them: creation, the claim's pages, "I have paid", expiry. */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { dec, toPlainString } from '@exchanger/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { claimEvents, claims, mailOutbox } from '../src/db/schema.js';
import { createAuditChainRepo, verifyAuditChain } from '../src/modules/audit/index.js';
import type { TDemoCode } from './catalogue-fixture.js';
import { claimCalls, heldBesideOpenClaims, statusCountsBesideClaims, VALID_CARD } from './claim-fixture.js';
import { describeEachDb, type TTestApp } from './helpers.js';
import { seededApp } from './seeded-app.js';

describeEachDb('claims', (kind) => {
  let t: TTestApp;
  let id: Record<TDemoCode, number>;
  beforeAll(async () => {
    ({ t, id } = await seededApp(kind));
  });
  afterAll(() => t.close());
  const { body, create } = claimCalls(
    () => t,
    () => id,
  );

  it('keeps the transaction id or receipt number a client adds to "I have paid", and refuses a bad one', async () => {
    const created = (await create(body())).json();
    const url = `/api/v1/claim/${created.id}/confirm/`;
    const tooLong = await t.app.inject({
      method: 'POST',
      url,
      payload: { paymentReference: 'x'.repeat(201) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual({ paymentReference: ['Не длиннее 200 символов.'] });
    const twoLines = await t.app.inject({
      method: 'POST',
      url: `/en${url}`,
      payload: { paymentReference: 'abc\ndef' },
    });
    expect(twoLines.json().fields).toEqual({
      paymentReference: ['One line: the transaction id or receipt number.'],
    });
    // A refusal changes nothing.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/claim/${created.id}/status/` })).json().status,
    ).toBe('new');

    const paid = await t.app.inject({
      method: 'POST',
      url,
      payload: { paymentReference: '  SBP A4021-77 ' },
    });
    expect(paid.json()).toEqual({ status: 'paid' });
    const referenceOf = async (claimId: string) => {
      const [row] = await t.database.db
        .select({ ref: claims.clientPaymentReference })
        .from(claims)
        .where(eq(claims.id, claimId));
      return row?.ref;
    };
    expect(await referenceOf(created.id)).toBe('SBP A4021-77');

    // Without a body (the specification's clients) or with an empty one, nothing is kept.
    for (const payload of [undefined, {}]) {
      const other = (await create(body())).json();
      const confirmed = await t.app.inject({
        method: 'POST',
        url: `/api/v1/claim/${other.id}/confirm/`,
        payload,
      });
      expect(confirmed.json()).toEqual({ status: 'paid' });
      expect(await referenceOf(other.id)).toBeNull();
    }
  });

  it('creates a claim with server-computed amounts and follows it to paid', async () => {
    const res = await create(body());
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ status: 'new', redirect: `/claim/${created.id}` });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);

    const form = (await t.app.inject({ method: 'GET', url: `/api/v1/claim/${created.id}/form/` })).json();
    expect(form).toMatchObject({
      status: 'new',
      email: 'c***@example.com',
      from: { id: id.BTC, currency: 'BTC', amount: '0.01000000' },
      to: { id: id.SBERRUB, currency: 'RUB', name: 'Сбербанк', amount: '50432.00' },
      course: '5043200',
      toRequisites: { card: '4111 •••• •••• 1111', cardholder: 'IVAN I.' },
      fromRequisites: {},
      verificationRequired: false,
    });
    expect(new Date(form.expiresAt).getTime() - new Date(form.createdAt).getTime()).toBe(30 * 60_000);

    const requisite = (
      await t.app.inject({ method: 'GET', url: `/en/api/v1/claim/${created.id}/requisite/` })
    ).json();
    expect(requisite).toMatchObject({
      currency: 'BTC',
      amount: '0.01000000',
      fields: [{ name: 'address', label: 'Address to pay to', qr: true }],
    });

    const confirm = await t.app.inject({ method: 'POST', url: `/api/v1/claim/${created.id}/confirm/` });
    expect(confirm.json()).toEqual({ status: 'paid' });
    const again = await t.app.inject({ method: 'POST', url: `/en/api/v1/claim/${created.id}/confirm/` });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Not possible: the claim is "paid".');
    const status = (await t.app.inject({ method: 'GET', url: `/api/v1/claim/${created.id}/status/` })).json();
    expect(status.status).toBe('paid');

    const events = await t.app.services.claims.act(
      created.id,
      'payment_received',
      { type: 'operator', id: 'op1' },
      'seen',
    );
    expect(events.status).toBe('processing');
    const history = await t.database.db
      .select({
        action: claimEvents.action,
        from_status: claimEvents.fromStatus,
        to_status: claimEvents.toStatus,
        actor_type: claimEvents.actorType,
      })
      .from(claimEvents)
      .where(sql`claim_id = ${created.id}`)
      .orderBy(claimEvents.id);
    expect(history).toEqual([
      { action: 'create', from_status: null, to_status: 'new', actor_type: 'client' },
      { action: 'confirm', from_status: 'new', to_status: 'paid', actor_type: 'client' },
      { action: 'payment_received', from_status: 'paid', to_status: 'processing', actor_type: 'operator' },
    ]);
  });

  it('redirects English clients to the English claim page and accepts a one-unit difference', async () => {
    const res = await create(body({ toSumma: '50432.01' }), '/en/api/v1/claim/');
    expect(res.statusCode).toBe(201);
    expect(res.json().redirect).toBe(`/en/claim/${res.json().id}`);
  });

  it('keeps only the visible requisites', async () => {
    const res = await create(
      body({
        fromRequisites: { card: '5555555555554444', wallet: 'x' },
        toRequisites: { card: VALID_CARD, cardholder: 'Ivan Ivanov', wallet: 'bc1q', extra: 'x' },
      }),
    );
    expect(res.statusCode).toBe(201);
    const stored = await t.app.services.claims.find(res.json().id);
    expect(stored?.toRequisites).toEqual({ card: VALID_CARD, cardholder: 'Ivan Ivanov' });
    const form = (await t.app.inject({ method: 'GET', url: `/api/v1/claim/${res.json().id}/form/` })).json();
    expect(form.toRequisites).toEqual({ card: '4111 •••• •••• 1111', cardholder: 'Ivan I.' });
    // BTC's optional refund address is the only send-side field; the card was not asked for.
    expect(form.fromRequisites).toEqual({});
  });

  it('asks cash clients for a city of the currency', async () => {
    const cash = {
      fromPs: id.USDTTRC20,
      toPs: id.CASHRUB,
      fromSumma: '1000',
      toSumma: '79400',
      toRequisites: { phone: '+7 900 123-45-67' },
    };
    const missing = await create(body(cash));
    expect(missing.json().fields['toRequisites.city']).toEqual(['Заполните это поле.']);
    const ok = await create(body({ ...cash, toRequisites: { phone: '+79001234567', city: '1' } }));
    expect(ok.statusCode).toBe(201);
  });

  it('expires unpaid claims past their lifetime and releases their hold', async () => {
    const res = await create(body({ toPs: id.ACRUB }));
    const claimId = res.json().id as string;
    const available = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/calculator/reserves/' }))
        .json()
        .find((r: { currency: string }) => r.currency === 'ACRUB').amount;
    expect(await available()).toBe('9249568');
    await t.database.db.execute(
      sql`update claims set expires_at = now() - interval '1 second' where id = ${claimId}`,
    );
    expect(await t.app.services.claims.expireDue()).toBe(1);
    expect(await t.app.services.claims.expireDue()).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/claim/${claimId}/status/` })).json().status,
    ).toBe('expired');
    expect(await available()).toBe('9300000');
    const late = await t.app.inject({ method: 'POST', url: `/api/v1/claim/${claimId}/confirm/` });
    expect(late.statusCode).toBe(409);
  });

  it('expires more due claims than one batch in one pass, with their events, holds and e-mails', async () => {
    const made = [];
    for (let i = 0; i < 23; i += 1) {
      const res = await create(body({ toPs: id.ACRUB, email: `batch-${i}@example.com` }));
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.json().id as string);
    }
    await t.database.db.execute(
      sql`update claims set expires_at = now() - interval '1 second' where id in ${sql.raw(`('${made.join("','")}')`)}`,
    );
    // Batches of 10: three transactions, and the pass goes on until nothing is due.
    expect(await t.app.services.claims.expireDue(10)).toBe(23);
    expect(await t.app.services.claims.expireDue(10)).toBe(0);
    const statuses = await t.database.db
      .select({ status: claims.status, n: sql<number>`count(*)::int` })
      .from(claims)
      .where(inArray(claims.id, made))
      .groupBy(claims.status);
    expect(statuses).toEqual([{ status: 'expired', n: 23 }]);
    const events = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(claimEvents)
      .where(and(inArray(claimEvents.claimId, made), eq(claimEvents.action, 'expire')));
    expect(events[0]?.n).toBe(23);
    const mails = await t.database.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(and(like(mailOutbox.to, 'batch-%@example.com'), like(mailOutbox.subject, '%Просрочена%')));
    expect(mails).toHaveLength(23);
    for (const row of await heldBesideOpenClaims(t))
      expect(dec(row.held).eq(dec(row.open)), row.code).toBe(true);
    // The counts `/metrics` reads moved with the batches.
    const counts = await statusCountsBesideClaims(t);
    expect(counts.kept).toEqual(counts.counted);
    // The events, written by the statement that moved the claims, extend the hash chain.
    const chain = await verifyAuditChain({ chain: createAuditChainRepo(t.database.db) });
    expect(chain.claimEvents.ok).toBe(true);
  });

  it('expires each due claim once even when several processes run the job at once', async () => {
    const made = await Promise.all([0, 1, 2].map(() => create(body({ toPs: id.ACRUB }))));
    for (const res of made) expect(res.statusCode).toBe(201);
    await t.database.db.execute(
      sql`update claims set expires_at = now() - interval '1 second' where status = 'new' and to_id = ${id.ACRUB}`,
    );
    // Batches of one: the passes interleave, each batch skipping the claims another one holds.
    const counts = await Promise.all([0, 1, 2, 3].map((i) => t.app.services.claims.expireDue(i % 2 ? 1 : 2)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    const events = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(claimEvents)
      .where(
        sql`action = 'expire' and claim_id in (${sql.join(
          made.map((r) => sql`${r.json().id as string}::uuid`),
          sql`, `,
        )})`,
      );
    expect(events[0]?.n).toBe(3);
    // One status e-mail each, the claim's own number in it.
    const mails = await t.database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(like(mailOutbox.subject, '%Просрочена%'));
    for (const res of made) {
      const claimId = res.json().id as string;
      expect(mails.filter((m) => m.text.includes(claimId))).toHaveLength(1);
    }
  });

  it('hides claims behind unguessable ids', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/claim/${randomUUID()}/form/` })).statusCode,
    ).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/claim/123/status/' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.id).toEqual(['Неверный номер заявки.']);
  });
  it("keeps every currency's held amount equal to the open claims it holds for", async () => {
    const rows = await heldBesideOpenClaims(t);
    for (const row of rows) expect(toPlainString(dec(row.held)), row.code).toBe(toPlainString(dec(row.open)));
  });
  it('keeps the counts by status (what /metrics reads) equal to the claims, after everything above', async () => {
    const counts = await statusCountsBesideClaims(t);
    expect(counts.kept.length).toBeGreaterThan(1);
    expect(counts.kept).toEqual(counts.counted);
  });
});
