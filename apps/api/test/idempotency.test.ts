/**
 * Idempotent money calls (docs/decisions/028): a claim, a referral withdrawal, a shop withdrawal
 * and an invoice made with an `Idempotency-Key` are made once, whatever the retries — replayed for
 * the same body, refused for another, one record when the retries race — and one caller never
 * reads another's answer. After 24 hours the key is forgotten and housekeeping prunes it.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { dec, toPlainString, type TErrorBody } from '@exchanger/core';
import { describe, expect, it } from 'vitest';
import {
  claims,
  currencies,
  idempotencyKeys,
  invoices,
  referralLedger,
  shopLedger,
} from '../src/db/schema.js';
import { startHousekeepingJob } from '../src/jobs/housekeeping.job.js';
import { accountKit } from './account-fixture.js';
import { claimCalls } from './claim-fixture.js';
import { describeEachDb } from './helpers.js';
import { as, useTeaHouse } from './shop-fixture.js';

describeEachDb('idempotent money calls', (kind) => {
  const f = useTeaHouse(kind);
  const { body } = claimCalls(
    () => f.t,
    () => f.id,
  );
  const { newUser, credit } = accountKit(
    () => f.t,
    () => f.id,
  );

  const claim = (payload: object, headers: Record<string, string | undefined> = {}, url = '/api/v1/claim/') =>
    f.t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: f.remoteAddress() });
  const claimsOf = async (email: string) =>
    (await f.t.database.db.select().from(claims).where(eq(claims.email, email))).length;
  const heldOf = async (currencyId: number) => {
    const [row] = await f.t.database.db
      .select({ held: currencies.held })
      .from(currencies)
      .where(eq(currencies.id, currencyId));
    return dec(row?.held ?? '0');
  };
  const uniqueEmail = () => `idem-${randomUUID().slice(0, 8)}@example.com`;

  describe('POST /api/v1/claim/', () => {
    it('answers a retry of the same key and body with the first 201: one claim, one hold', async () => {
      const key = randomUUID();
      const email = uniqueEmail();
      const heldBefore = await heldOf(f.id.SBERRUB);
      const first = await claim(body({ email }), { 'idempotency-key': key });
      expect(first.statusCode, first.body).toBe(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      // The answer was lost: the client sends the same submission again, in another order of keys.
      const again = await claim(Object.fromEntries(Object.entries(body({ email })).reverse()), {
        'idempotency-key': key,
      });
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expect(await claimsOf(email)).toBe(1);
      expect(toPlainString((await heldOf(f.id.SBERRUB)).minus(heldBefore))).toBe('50432');
    });

    it('refuses the same key with another body: 409 idempotency_conflict in ru and en', async () => {
      const key = randomUUID();
      const email = uniqueEmail();
      expect((await claim(body({ email }), { 'idempotency-key': key })).statusCode).toBe(201);
      const ru = await claim(body({ email, fromSumma: '0.02', toSumma: '100864.00' }), {
        'idempotency-key': key,
      });
      expect(ru.statusCode).toBe(409);
      expect(ru.json<TErrorBody>()).toMatchObject({
        code: 'idempotency_conflict',
        detail: expect.stringContaining('уже использован'),
      });
      const en = await claim(
        body({ email, fromSumma: '0.02', toSumma: '100864.00' }),
        { 'idempotency-key': key },
        '/en/api/v1/claim/',
      );
      expect(en.json<TErrorBody>()).toMatchObject({
        code: 'idempotency_conflict',
        detail: expect.stringContaining('already used'),
      });
      expect(await claimsOf(email)).toBe(1);
    });

    it('makes one claim when 12 retries of one key race', async () => {
      const key = randomUUID();
      const email = uniqueEmail();
      const heldBefore = await heldOf(f.id.SBERRUB);
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => claim(body({ email }), { 'idempotency-key': key })),
      );
      const codes = answers.map((a) => a.statusCode);
      // Each twin either waited its turn behind the first (replayed 201) or was told it still runs.
      expect(codes.every((c) => c === 201 || c === 409)).toBe(true);
      const fresh = answers.filter((a) => a.statusCode === 201 && !a.headers['idempotent-replayed']);
      expect(fresh).toHaveLength(1);
      for (const a of answers.filter((x) => x.statusCode === 409)) {
        expect(a.json<TErrorBody>().code).toBe('idempotency_in_progress');
        expect(a.headers['retry-after']).toBe('1');
      }
      for (const a of answers.filter((x) => x.statusCode === 201)) expect(a.json()).toEqual(fresh[0]?.json());
      expect(await claimsOf(email)).toBe(1);
      expect(toPlainString((await heldOf(f.id.SBERRUB)).minus(heldBefore))).toBe('50432');
      // Once the first has answered, a retry gets its answer.
      const late = await claim(body({ email }), { 'idempotency-key': key });
      expect(late.json()).toEqual(fresh[0]?.json());
    });

    it('keeps callers apart: the same key and body of another user or of a guest is a claim of its own', async () => {
      const key = randomUUID();
      const email = uniqueEmail();
      const alice = await newUser();
      const bob = await newUser();
      const asAlice = await claim(body({ email }), { 'idempotency-key': key, ...as(alice.access) });
      const asBob = await claim(body({ email }), { 'idempotency-key': key, ...as(bob.access) });
      const asGuest = await claim(body({ email }), { 'idempotency-key': key });
      for (const res of [asAlice, asBob, asGuest]) expect(res.statusCode, res.body).toBe(201);
      const ids = new Set([asAlice, asBob, asGuest].map((r) => r.json<{ id: string }>().id));
      expect(ids.size).toBe(3);
      expect(asBob.headers['idempotent-replayed']).toBeUndefined();
      expect(asGuest.headers['idempotent-replayed']).toBeUndefined();
      // Alice's own retry still gets her answer.
      const aliceAgain = await claim(body({ email }), { 'idempotency-key': key, ...as(alice.access) });
      expect(aliceAgain.json()).toEqual(asAlice.json());
    });

    it("refuses a guest's short key, which could be guessed, and a malformed key: 400 naming the header", async () => {
      const short = await claim(body(), { 'idempotency-key': 'order-1' });
      expect(short.statusCode).toBe(400);
      expect(Object.keys(short.json<TErrorBody>().fields ?? {})).toEqual(['idempotency-key']);
      const user = await newUser();
      expect((await claim(body(), { 'idempotency-key': 'order-1', ...as(user.access) })).statusCode).toBe(
        201,
      );
      for (const bad of ['', 'two words', 'x'.repeat(256), 'ключ-идемпотентности-1', '"unterminated\\"']) {
        const res = await claim(body(), { 'idempotency-key': bad });
        expect(res.statusCode, bad).toBe(400);
        expect(res.json<TErrorBody>().fields, bad).toHaveProperty('idempotency-key');
      }
      // A structured-field string is the same key as the bare token.
      const key = randomUUID();
      const email = uniqueEmail();
      const quoted = await claim(body({ email }), { 'idempotency-key': `"${key}"` });
      const bare = await claim(body({ email }), { 'idempotency-key': key });
      expect(bare.json()).toEqual(quoted.json());
      expect(await claimsOf(email)).toBe(1);
    });

    it('gives the key back after a refusal, so the corrected retry runs', async () => {
      const key = randomUUID();
      const email = uniqueEmail();
      const refused = await claim(body({ email, promocode: 'NO-SUCH-CODE' }), { 'idempotency-key': key });
      expect(refused.statusCode).toBe(400);
      const rows = await f.t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      expect(rows).toHaveLength(0);
      const created = await claim(body({ email }), { 'idempotency-key': key });
      expect(created.statusCode, created.body).toBe(201);
    });

    it('forgets a key after 24 hours, and housekeeping prunes it', async () => {
      const key = randomUUID();
      const email = uniqueEmail();
      const first = await claim(body({ email }), { 'idempotency-key': key });
      expect(first.statusCode).toBe(201);
      const age = async (hours: number) =>
        f.t.database.db
          .update(idempotencyKeys)
          .set({ createdAt: sql`now() - ${`${hours} hours`}::interval` })
          .where(eq(idempotencyKeys.key, key));
      await age(23);
      expect((await claim(body({ email }), { 'idempotency-key': key })).json()).toEqual(first.json());
      await age(25);
      // Past 24 hours the key is free even before housekeeping: the retry is a new claim.
      const later = await claim(body({ email }), { 'idempotency-key': key });
      expect(later.statusCode).toBe(201);
      expect(later.json<{ id: string }>().id).not.toBe(first.json<{ id: string }>().id);
      expect(await claimsOf(email)).toBe(2);

      await age(25);
      const fresh = randomUUID();
      expect((await claim(body(), { 'idempotency-key': fresh })).statusCode).toBe(201);
      const log = { warn: () => undefined };
      const job = startHousekeepingJob({
        limiter: { prune: () => Promise.resolve() },
        idempotency: f.t.app.services.idempotency,
        log,
        firstDelayMs: 60_000,
      });
      try {
        await job.runOnce();
      } finally {
        await job.stop();
      }
      const left = (await f.t.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map(
        (r) => r.key,
      );
      expect(left).not.toContain(key);
      expect(left).toContain(fresh);
    });
  });

  describe('POST /api/v1/users/me/refferal/withdrawal/', () => {
    const withdraw = (access: string, payload: object, key: string) =>
      f.t.app.inject({
        method: 'POST',
        url: '/api/v1/users/me/refferal/withdrawal/',
        headers: { ...as(access), 'idempotency-key': key },
        payload: {
          currencyId: f.id.USDTTRC20,
          requisites: { wallet: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
          ...payload,
        },
        remoteAddress: f.remoteAddress(),
      });
    const withdrawalsOf = async (userId: number) =>
      (
        await f.t.database.db
          .select()
          .from(referralLedger)
          .where(and(eq(referralLedger.userId, userId), eq(referralLedger.kind, 'withdrawal')))
      ).length;

    it('makes one withdrawal of a retried request, refuses another body, and keeps users apart', async () => {
      const user = await newUser();
      const other = await newUser();
      await credit(user, '30');
      await credit(other, '30');
      const key = randomUUID();
      const answers = await Promise.all([
        withdraw(user.access, { amount: '10' }, key),
        withdraw(user.access, { amount: '10' }, key),
      ]);
      const done = answers.filter((a) => a.statusCode === 201);
      expect(done.length).toBeGreaterThanOrEqual(1);
      const again = await withdraw(user.access, { amount: '10' }, key);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(done[0]?.json());
      expect(await withdrawalsOf(user.id)).toBe(1);
      const conflict = await withdraw(user.access, { amount: '11' }, key);
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json<TErrorBody>().code).toBe('idempotency_conflict');
      const others = await withdraw(other.access, { amount: '10' }, key);
      expect(others.statusCode).toBe(201);
      expect(others.json<{ id: number }>().id).not.toBe(again.json<{ id: number }>().id);
      expect(await withdrawalsOf(other.id)).toBe(1);
    });
  });

  describe('POST /api/v1/users/me/shop/withdrawal/', () => {
    it('makes one withdrawal of a retried request and refuses another body', async () => {
      await f.t.database.db.insert(shopLedger).values({
        shopId: f.shop.id,
        kind: 'sale',
        amount: '500',
        status: 'done',
        currencyId: f.id.USDTTRC20,
      });
      const key = randomUUID();
      const withdraw = (amount: string) =>
        f.t.app.inject({
          method: 'POST',
          url: '/api/v1/users/me/shop/withdrawal/',
          headers: { ...as(f.seller.access), 'idempotency-key': key },
          payload: { amount },
        });
      const count = async () =>
        (
          await f.t.database.db
            .select()
            .from(shopLedger)
            .where(and(eq(shopLedger.shopId, f.shop.id), eq(shopLedger.kind, 'withdrawal')))
        ).length;
      const before = await count();
      const first = await withdraw('20');
      expect(first.statusCode, first.body).toBe(201);
      const again = await withdraw('20');
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(await count()).toBe(before + 1);
      const conflict = await withdraw('21');
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json<TErrorBody>().code).toBe('idempotency_conflict');
      expect(await count()).toBe(before + 1);
    });
  });

  describe('POST /api/v1/merchant/invoices/', () => {
    it('answers a retried invoice with the first one, where a plain retry of the order is refused', async () => {
      const orderId = `order-${randomUUID()}`;
      const amount = f.goodAmount();
      const key = randomUUID();
      const create = (payload: object, headers: Record<string, string> = { 'idempotency-key': key }) =>
        f.t.app.inject({
          method: 'POST',
          url: '/api/v1/merchant/invoices/',
          headers: { 'x-api-key': f.key, ...headers },
          payload,
        });
      const first = await create({ amount, orderId });
      expect(first.statusCode, first.body).toBe(201);
      const again = await create({ amount, orderId });
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      const conflict = await create({ amount, orderId: `${orderId}-b` });
      expect(conflict.json<TErrorBody>().code).toBe('idempotency_conflict');
      // Without the key, the same order is a second invoice and is refused.
      expect((await create({ amount, orderId }, {})).statusCode).toBe(409);
      const rows = await f.t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
      expect(rows).toHaveLength(1);
    });
  });

  it('declares the header on the four operations in the OpenAPI document', async () => {
    const doc = (await f.t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    }>();
    for (const path of [
      '/api/v1/claim/',
      '/api/v1/users/me/refferal/withdrawal/',
      '/api/v1/users/me/shop/withdrawal/',
      '/api/v1/merchant/invoices/',
    ]) {
      const headers = (doc.paths[path]?.post?.parameters ?? []).filter((p) => p.in === 'header');
      expect(
        headers.map((p) => p.name),
        path,
      ).toEqual(['idempotency-key']);
    }
  });
});
