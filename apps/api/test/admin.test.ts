import { eq } from 'drizzle-orm';
import { dec, pairTerms, quoteFromSend } from '@exchanger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, claimEvents, claims, mailOutbox, referralLedger, users } from '../src/db/schema.js';
import { ensureAdmin } from '../src/modules/admin/ensure-admin.js';
import { ids, seedCatalogue, type TDemoCode } from './catalogue-fixture.js';
import { buildTestApp, describeEachDb, type TTestApp } from './helpers.js';

const PASSWORD = 'correct horse 7';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const NO_CLAIM = '00000000-0000-4000-8000-000000000000';

function multipart(content: Buffer) {
  const boundary = '----exchanger-admin-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="card.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describeEachDb('operator back office', (kind) => {
  let t: TTestApp;
  let id: Record<TDemoCode, number>;
  let ip = 0;
  let operator: { access: string; id: number };
  let admin: { access: string; id: number };
  let plain: { access: string; id: number };

  const remoteAddress = () => `10.8.${Math.floor(ip / 250) % 250}.${(ip += 1) % 250}`;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, access: string | null, payload?: object) =>
    t.app.inject({
      method,
      url,
      remoteAddress: remoteAddress(),
      ...(payload ? { payload } : {}),
      ...(access ? { headers: { authorization: `Bearer ${access}` } } : {}),
    });

  async function login(email: string, password = PASSWORD) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/front-api/auth/login/',
      payload: { email, password },
      remoteAddress: remoteAddress(),
    });
    return res;
  }

  /** An activated user with `role`, logged in. */
  async function member(email: string, role: 'user' | 'operator' | 'admin') {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/signup/',
      payload: { email, password: PASSWORD, passwordRepeat: PASSWORD },
      remoteAddress: remoteAddress(),
    });
    expect(signup.statusCode).toBe(201);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const token = /activate=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/activate/${token}/`,
      remoteAddress: remoteAddress(),
    });
    await t.database.db.update(users).set({ role }).where(eq(users.email, email));
    const res = await login(email);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    return { access: res.json<{ access: string }>().access, id: row!.id };
  }

  async function createClaim(from: number, to: number, send: string, extra: object) {
    const pair = (
      await t.app.inject({ method: 'GET', url: `/api/v1/calculator/pair/${from}/${to}/` })
    ).json();
    const q = quoteFromSend(pairTerms(pair), send);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/claim/',
      payload: { fromPs: from, toPs: to, fromSumma: q.send, toSumma: q.receive, agree: true, ...extra },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  }

  const btcToCard = (email = 'client@example.com', card = '4111111111111111') =>
    createClaim(id.BTC, id.SBERRUB, '0.01', {
      email,
      toRequisites: { card, cardholder: 'IVAN IVANOV' },
    });

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedCatalogue(t);
    id = ids(t);
    operator = await member('operator@example.com', 'operator');
    admin = await member('admin@example.com', 'admin');
    plain = await member('user@example.com', 'user');
  });
  afterAll(() => t.close());

  describe('access', () => {
    const calls: [method: 'GET' | 'POST' | 'PATCH', url: string, body?: object][] = [
      ['GET', '/admin/api/claims/'],
      ['GET', `/admin/api/claims/${NO_CLAIM}/`],
      ['POST', `/admin/api/claims/${NO_CLAIM}/actions/`, { action: 'cancel', reason: 'x' }],
      ['GET', `/admin/api/claims/${NO_CLAIM}/documents/${NO_CLAIM}/`],
      ['GET', '/admin/api/users/'],
      ['PATCH', '/admin/api/users/1/', { blocked: true, reason: 'x' }],
      ['GET', '/admin/api/withdrawals/'],
      ['POST', '/admin/api/withdrawals/1/decision/', { decision: 'approve', reason: 'x' }],
      ['GET', '/admin/api/audit/'],
      ['GET', '/admin/api/catalogue/currencies/'],
      ['PATCH', '/admin/api/catalogue/currencies/1/', { active: false, reason: 'x' }],
      ['POST', '/admin/api/catalogue/currencies/1/reserve/', { reserve: '1', reason: 'x' }],
      ['GET', '/admin/api/catalogue/currencies/1/reserve/'],
      ['GET', '/admin/api/catalogue/directions/'],
      ['POST', '/admin/api/catalogue/directions/', { fromId: 1, toId: 2, courseSource: 'feed', reason: 'x' }],
      ['PATCH', '/admin/api/catalogue/directions/1/', { active: false, reason: 'x' }],
      ['GET', '/admin/api/catalogue/feeds/'],
    ];

    it('refuses every operator call to guests (401) and to users (403), changing nothing', async () => {
      for (const [method, url, body] of calls) {
        const guest = await call(method, url, null, body);
        expect(guest.statusCode, `${method} ${url} as a guest`).toBe(401);
        expect(guest.json().code).toBe('not_authenticated');
        const user = await call(method, url, plain.access, body);
        expect(user.statusCode, `${method} ${url} as a user`).toBe(403);
        expect(user.json().code).toBe('permission_denied');
        const forged = await call(method, url, `${operator.access}x`, body);
        expect(forged.statusCode, `${method} ${url} with a forged token`).toBe(401);
      }
      expect(await t.database.db.select().from(auditLog)).toEqual([]);
    });

    it('takes the role from the database, so a demoted or blocked operator is refused at once', async () => {
      const other = await member('short-lived-operator@example.com', 'operator');
      expect((await call('GET', '/admin/api/claims/', other.access)).statusCode).toBe(200);
      await t.database.db.update(users).set({ role: 'user' }).where(eq(users.id, other.id));
      expect((await call('GET', '/admin/api/claims/', other.access)).statusCode).toBe(403);
      await t.database.db
        .update(users)
        .set({ role: 'operator', blockedAt: new Date() })
        .where(eq(users.id, other.id));
      expect((await call('GET', '/admin/api/claims/', other.access)).statusCode).toBe(403);
    });
  });

  describe('claims desk', () => {
    it('filters the queue by status, e-mail, requisite, id, direction, date and amount', async () => {
      const a = await btcToCard('alice@example.com', '4111111111111111');
      const b = await btcToCard('bob@example.com', '5555555555554444');
      await t.app.inject({ method: 'POST', url: `/api/v1/claim/${b}/confirm/` });
      const list = async (query: string) => {
        const res = await call('GET', `/admin/api/claims/?${query}`, operator.access);
        expect(res.statusCode, res.body).toBe(200);
        return res.json<{ count: number; results: { id: string }[]; waiting: number }>();
      };
      const all = await list('size=100');
      expect(all.results.slice(0, 2).map((r) => r.id)).toEqual([b, a]); // newest first
      expect(all.waiting).toBeGreaterThanOrEqual(1);
      expect((await list('status=paid')).results.map((r) => r.id)).toContain(b);
      expect((await list('status=paid')).results.map((r) => r.id)).not.toContain(a);
      expect((await list('email=ALICE')).results.map((r) => r.id)).toEqual([a]);
      expect((await list('q=5555555555554444')).results.map((r) => r.id)).toEqual([b]);
      expect((await list(`q=${a.slice(0, 8)}`)).results.map((r) => r.id)).toEqual([a]);
      expect((await list(`q=bob@example`)).results.map((r) => r.id)).toEqual([b]);
      expect((await list(`fromId=${id.BTC}&toId=${id.SBERRUB}&size=100`)).count).toBe(all.count);
      expect((await list(`fromId=${id.SBERRUB}`)).count).toBe(0);
      const today = new Date().toISOString().slice(0, 10);
      expect((await list(`dateFrom=${today}&dateTo=${today}&size=100`)).count).toBe(all.count);
      expect((await list('dateTo=2000-01-01')).count).toBe(0);
      expect((await list('amountMin=0.01&amountMax=0.01&size=100')).count).toBe(all.count);
      expect((await list('amountMin=0.02')).count).toBe(0);
      // A literal `%` is searched for, not a wildcard.
      expect((await list('q=%25')).count).toBe(0);

      const bad = await call(
        'GET',
        '/en/admin/api/claims/?dateFrom=yesterday&amountMin=-1&status=lost',
        operator.access,
      );
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fields).sort()).toEqual(['amountMin', 'dateFrom', 'status']);
      expect(bad.json().fields.dateFrom).toEqual(['A date as YYYY-MM-DD.']);
      // Ids past PostgreSQL's int4 are refused by the contract, not by the database with a 500 (fuzz).
      const huge = await call(
        'GET',
        '/admin/api/claims/?fromId=7109618595154083&toId=2147483648',
        operator.access,
      );
      expect(huge.statusCode).toBe(400);
      expect(Object.keys(huge.json().fields).sort()).toEqual(['fromId', 'toId']);
    });

    it('processes a paid claim to completed with a payout reference, recorded with its operator', async () => {
      const claimId = await btcToCard();
      const detail = async () => (await call('GET', `/admin/api/claims/${claimId}/`, operator.access)).json();
      const fresh = await detail();
      expect(fresh).toMatchObject({
        status: 'new',
        email: 'client@example.com',
        from: { currency: 'BTC', amount: '0.01000000' },
        to: { currency: 'RUB', amount: '50432.00' },
        toRequisites: expect.arrayContaining([
          expect.objectContaining({ name: 'card', value: '4111111111111111' }),
        ]),
        actions: ['cancel', 'require_verification'],
      });
      // Not from `new`: the client has not paid yet.
      const early = await call('POST', `/admin/api/claims/${claimId}/actions/`, operator.access, {
        action: 'complete',
        reason: 'too early',
        payoutReference: 'tx1',
      });
      expect(early.statusCode).toBe(409);
      expect(early.json().detail).toBe('Действие недоступно: заявка в статусе «new».');

      await t.app.inject({ method: 'POST', url: `/api/v1/claim/${claimId}/confirm/` });
      const received = await call('POST', `/admin/api/claims/${claimId}/actions/`, operator.access, {
        action: 'payment_received',
        reason: 'seen in the bank statement',
      });
      expect(received.statusCode, received.body).toBe(200);
      expect(received.json()).toMatchObject({ status: 'processing', actions: ['complete', 'refund'] });

      const noReference = await call('POST', `/en/admin/api/claims/${claimId}/actions/`, operator.access, {
        action: 'complete',
        reason: 'paid out',
      });
      expect(noReference.statusCode).toBe(400);
      expect(noReference.json().fields).toEqual({
        payoutReference: ['Give the payout reference (transaction hash or transfer number).'],
      });
      const noReason = await call('POST', `/admin/api/claims/${claimId}/actions/`, operator.access, {
        action: 'complete',
        reason: '  ',
        payoutReference: 'x',
      });
      expect(noReason.json().fields).toEqual({ reason: ['Укажите причину.'] });
      expect((await detail()).status).toBe('processing');

      const done = await call('POST', `/admin/api/claims/${claimId}/actions/`, operator.access, {
        action: 'complete',
        reason: 'paid out',
        payoutReference: 'SBP-000123',
      });
      expect(done.statusCode, done.body).toBe(200);
      const body = done.json();
      expect(body).toMatchObject({ status: 'completed', payoutReference: 'SBP-000123', actions: [] });
      expect(body.events.map((e: { action: string; actor: string | null }) => [e.action, e.actor])).toEqual([
        ['create', null],
        ['confirm', null],
        ['payment_received', 'operator@example.com'],
        ['complete', 'operator@example.com'],
      ]);
      // The visitor's claim page says it too.
      const status = await t.app.inject({ method: 'GET', url: `/api/v1/claim/${claimId}/status/` });
      expect(status.json().status).toBe('completed');

      const audit = await call('GET', `/admin/api/audit/?targetType=claim&targetId=${claimId}`, admin.access);
      expect(
        audit
          .json()
          .results.map((e: { action: string; actor: string; reason: string }) => [
            e.action,
            e.actor,
            e.reason,
          ]),
      ).toEqual([
        ['claim.complete', 'operator@example.com', 'paid out'],
        ['claim.payment_received', 'operator@example.com', 'seen in the bank statement'],
      ]);
      expect(audit.json().results[0].details).toEqual({
        from: 'processing',
        to: 'completed',
        payoutReference: 'SBP-000123',
      });
    });

    it('lets only one of two operators acting on one claim at once succeed', async () => {
      const claimId = await btcToCard();
      await t.app.inject({ method: 'POST', url: `/api/v1/claim/${claimId}/confirm/` });
      const [first, second] = await Promise.all([
        call('POST', `/admin/api/claims/${claimId}/actions/`, operator.access, {
          action: 'refund',
          reason: 'a',
        }),
        call('POST', `/admin/api/claims/${claimId}/actions/`, admin.access, {
          action: 'cancel',
          reason: 'b',
        }),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const events = await t.database.db.select().from(claimEvents).where(eq(claimEvents.claimId, claimId));
      expect(events.filter((e) => e.actorType === 'operator')).toHaveLength(1);
      const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, claimId));
      expect(audits).toHaveLength(1);
    });

    it('shows the uploaded card photo to operators only, and approves the verification', async () => {
      const claimId = await createClaim(id.CARDRUB, id.BTC, '10000', {
        email: 'card@example.com',
        fromRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
        toRequisites: { wallet: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
      });
      await t.app.inject({ method: 'POST', url: `/api/v1/claim/${claimId}/confirm/` });
      const upload = await t.app.inject({
        method: 'POST',
        url: `/api/v1/claim/${claimId}/verification/`,
        ...multipart(PNG),
      });
      expect(upload.statusCode).toBe(200);
      const detail = (await call('GET', `/en/admin/api/claims/${claimId}/`, operator.access)).json();
      expect(detail.status).toBe('verification');
      expect(detail.actions).toEqual(['cancel', 'approve_verification', 'reject_verification']);
      const [doc] = detail.documents;
      expect(doc).toMatchObject({ mime: 'image/png', size: PNG.length });
      expect(doc.url).toBe(`/en/admin/api/claims/${claimId}/documents/${doc.id}/`);

      const photo = await call('GET', doc.url, operator.access);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
      expect(photo.headers['cache-control']).toBe('no-store');
      expect(photo.rawPayload.equals(PNG)).toBe(true);
      expect((await call('GET', doc.url, plain.access)).statusCode).toBe(403);
      // The document of this claim is not reachable through another claim's id.
      const other = await btcToCard();
      expect(
        (await call('GET', `/admin/api/claims/${other}/documents/${doc.id}/`, operator.access)).statusCode,
      ).toBe(404);

      const approved = await call('POST', `/admin/api/claims/${claimId}/actions/`, operator.access, {
        action: 'approve_verification',
        reason: 'the photo matches the card',
      });
      expect(approved.json().status).toBe('paid');
    });

    it('answers 404 for an unknown claim and 400 for a malformed id', async () => {
      expect((await call('GET', `/admin/api/claims/${NO_CLAIM}/`, operator.access)).statusCode).toBe(404);
      expect((await call('GET', '/admin/api/claims/nope/', operator.access)).statusCode).toBe(400);
      const unknownAction = await call('POST', `/admin/api/claims/${NO_CLAIM}/actions/`, operator.access, {
        action: 'confirm',
        reason: 'operators cannot confirm for the client',
      });
      expect(unknownAction.statusCode).toBe(400);
      expect(unknownAction.json().fields).toHaveProperty('action');
    });
  });

  describe('users', () => {
    it('lets operators block users, admins change roles, and nobody change themselves', async () => {
      const target = await member('target@example.com', 'user');
      const search = await call('GET', '/admin/api/users/?q=TARGET', operator.access);
      expect(search.json().results).toEqual([
        expect.objectContaining({ id: target.id, email: 'target@example.com', role: 'user', blocked: false }),
      ]);

      const blocked = await call('PATCH', `/admin/api/users/${target.id}/`, operator.access, {
        blocked: true,
        reason: 'fraud report',
      });
      expect(blocked.statusCode, blocked.body).toBe(200);
      expect(blocked.json()).toMatchObject({ blocked: true });
      expect((await login('target@example.com')).statusCode).toBe(403);
      const blockedIds = (await call('GET', '/admin/api/users/?blocked=true', operator.access))
        .json()
        .results.map((u: { id: number }) => u.id);
      expect(blockedIds).toContain(target.id);
      expect(blockedIds).not.toContain(plain.id);

      const promote = await call('PATCH', `/admin/api/users/${target.id}/`, operator.access, {
        role: 'operator',
        reason: 'new colleague',
      });
      expect(promote.statusCode).toBe(403);
      expect(promote.json().detail).toBe('Это может сделать только администратор.');
      const self = await call('PATCH', `/admin/api/users/${admin.id}/`, admin.access, {
        role: 'user',
        reason: 'oops',
      });
      expect(self.statusCode).toBe(403);
      const blockAdmin = await call('PATCH', `/admin/api/users/${admin.id}/`, operator.access, {
        blocked: true,
        reason: 'coup',
      });
      expect(blockAdmin.statusCode).toBe(403);

      await call('PATCH', `/admin/api/users/${target.id}/`, admin.access, {
        blocked: false,
        reason: 'cleared',
      });
      const promoted = await call('PATCH', `/admin/api/users/${target.id}/`, admin.access, {
        role: 'operator',
        reason: 'new colleague',
      });
      expect(promoted.json()).toMatchObject({ role: 'operator', blocked: false });
      const relogin = await login('target@example.com');
      expect((await call('GET', '/admin/api/claims/', relogin.json().access)).statusCode).toBe(200);

      const audit = await call(
        'GET',
        `/admin/api/audit/?targetType=user&targetId=${target.id}`,
        admin.access,
      );
      expect(audit.json().results.map((e: { action: string }) => e.action)).toEqual([
        'user.role',
        'user.unblock',
        'user.block',
      ]);
      expect(audit.json().results[0].details).toEqual({ fromRole: 'user', toRole: 'operator' });
      const nothing = await call('PATCH', `/admin/api/users/${target.id}/`, admin.access, { reason: 'x' });
      expect(nothing.statusCode).toBe(400);
      expect(
        (await call('PATCH', '/admin/api/users/999999/', admin.access, { blocked: true, reason: 'x' }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('referral withdrawals', () => {
    it('approves and rejects withdrawals once each, with the balance exact', async () => {
      const earner = await member('earner@example.com', 'user');
      await t.database.db
        .insert(referralLedger)
        .values({ userId: earner.id, kind: 'deposit', amount: '30.5', status: 'done' });
      const request = async (amount: string) => {
        const res = await call('POST', '/api/v1/users/me/refferal/withdrawal/', earner.access, {
          amount,
          currencyId: id.USDTTRC20,
          requisites: { wallet: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json<{ id: number }>().id;
      };
      const first = await request('10.25');
      const second = await request('20.25');
      const pending = await call('GET', '/admin/api/withdrawals/?status=pending', operator.access);
      expect(pending.json().results.filter((w: { userId: number }) => w.userId === earner.id)).toHaveLength(
        2,
      );
      expect(pending.json().results[0]).toMatchObject({ email: 'earner@example.com', currency: 'USDTTRC20' });

      const approved = await call('POST', `/admin/api/withdrawals/${first}/decision/`, operator.access, {
        decision: 'approve',
        reason: 'sent, tx abc',
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({ status: 'done', amount: '10.25' });
      expect(dec(approved.json().balance).eq('0')).toBe(true); // 30.5 − 10.25 − 20.25 (still pending)

      const again = await call('POST', `/admin/api/withdrawals/${first}/decision/`, admin.access, {
        decision: 'reject',
        reason: 'double',
      });
      expect(again.statusCode).toBe(409);

      const rejected = await call('POST', `/admin/api/withdrawals/${second}/decision/`, operator.access, {
        decision: 'reject',
        reason: 'wallet on a sanctions list',
      });
      expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'wallet on a sanctions list' });
      expect(dec(rejected.json().balance).eq('20.25')).toBe(true);
      const me = await call('GET', '/api/v1/users/me/refferal/', earner.access);
      expect(me.json().balance).toBe('20.25');

      const audit = await call('GET', '/admin/api/audit/?targetType=withdrawal', admin.access);
      expect(audit.json().results.map((e: { action: string }) => e.action)).toEqual([
        'withdrawal.reject',
        'withdrawal.approve',
      ]);
    });
  });

  describe('catalogue', () => {
    const reserveOf = async (code: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/calculator/reserves/' }))
        .json<{ currency: string; amount: string }[]>()
        .find((r) => r.currency === code)?.amount;

    it('sets a reserve with a reason, never below what open claims hold, and keeps its history', async () => {
      const claimId = await createClaim(id.BTC, id.TCSBRUB, '0.01', {
        email: 'reserve@example.com',
        toRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
      });
      const list = (await call('GET', '/admin/api/catalogue/currencies/', operator.access)).json();
      const tcs = list.find((c: { code: string }) => c.code === 'TCSBRUB');
      expect(dec(tcs.held).gt(0)).toBe(true);
      expect(dec(tcs.available).eq(dec(tcs.reserve).minus(dec(tcs.held)))).toBe(true);

      const tooLow = await call(
        'POST',
        `/admin/api/catalogue/currencies/${id.TCSBRUB}/reserve/`,
        operator.access,
        {
          reserve: '1',
          reason: 'counted the safe',
        },
      );
      expect(tooLow.statusCode).toBe(409);
      expect(tooLow.json().detail).toBe(
        `Резерв не может быть меньше суммы открытых заявок: ${tcs.held} RUB.`,
      );

      const target = dec(tcs.held).plus('1000.5').toFixed();
      const set = await call(
        'POST',
        `/admin/api/catalogue/currencies/${id.TCSBRUB}/reserve/`,
        operator.access,
        {
          reserve: target,
          reason: 'bank balance at 18:00',
        },
      );
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toMatchObject({ reserve: target, available: '1000.5' });
      // The calculator serves the new reserve at once.
      expect(await reserveOf('TCSBRUB')).toBe('1000.5');
      const history = (
        await call('GET', `/admin/api/catalogue/currencies/${id.TCSBRUB}/reserve/`, operator.access)
      ).json();
      expect(history.results[0]).toMatchObject({
        before: tcs.reserve,
        after: target,
        actor: 'operator@example.com',
        reason: 'bank balance at 18:00',
      });
      await call('POST', `/admin/api/claims/${claimId}/actions/`, operator.access, {
        action: 'cancel',
        reason: 'test',
      });
    });

    it('edits a currency’s names, input fields and pay-in address, checked and served at once', async () => {
      const url = `/admin/api/catalogue/currencies/${id.LTC}/`;
      const before = (await call('GET', url, operator.access)).json();
      expect(before).toMatchObject({ code: 'LTC', names: { en: expect.any(String) } });
      expect(before.payin.fields.length).toBeGreaterThan(0);
      const wallet = before.fields[0];

      const twice = await call('PATCH', `/en${url}`, operator.access, {
        fields: [wallet, wallet],
        reason: 'copy',
      });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().fields).toEqual({ 'fields.1.name': ['There is already a field with this name.'] });
      const nowhere = await call('PATCH', url, operator.access, {
        fields: [{ ...wallet, onSend: false, onReceive: false }],
        reason: 'x',
      });
      expect(Object.keys(nowhere.json().fields)).toEqual(['fields.0.onSend']);
      const badName = await call('PATCH', url, operator.access, {
        fields: [{ ...wallet, name: '1 wallet' }],
        reason: 'x',
      });
      expect(Object.keys(badName.json().fields)).toEqual(['fields.0.name']);

      const newAddress = 'ltc1qnewaddressfortheexchanger0000000000';
      const changed = await call('PATCH', url, operator.access, {
        names: { ru: 'Лайткоин', en: 'Litecoin (LTC)' },
        payin: { ...before.payin, fields: [{ ...before.payin.fields[0], value: newAddress }] },
        reason: 'new cold wallet',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ names: { en: 'Litecoin (LTC)' } });
      const entries = await t.app.inject({ method: 'GET', url: '/en/api/v1/calculator/' });
      expect(entries.body).toContain('Litecoin (LTC)');
      // A claim paid in LTC now shows the new address to pay to.
      const claimId = await createClaim(id.LTC, id.SBERRUB, '1', {
        email: 'ltc@example.com',
        toRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
      });
      const requisite = await t.app.inject({ method: 'GET', url: `/api/v1/claim/${claimId}/requisite/` });
      expect(JSON.stringify(requisite.json())).toContain(newAddress);
      const audit = await call(
        'GET',
        `/admin/api/audit/?targetType=currency&targetId=${id.LTC}`,
        admin.access,
      );
      expect(audit.json().results[0]).toMatchObject({
        action: 'currency.update',
        details: { changed: ['payin', 'name'] },
      });
    });

    it('opens a new direction from the currencies’ dollar rates, once', async () => {
      const list = (await call('GET', '/admin/api/catalogue/directions/', operator.access)).json<
        { from: { id: number }; to: { id: number } }[]
      >();
      const exists = (a: number, b: number) => list.some((d) => d.from.id === a && d.to.id === b);
      const [fromId, toId] = [id.LTC, id.ETH];
      expect(exists(fromId, toId)).toBe(false);
      const url = '/admin/api/catalogue/directions/';
      const base = { fromId, toId, courseSource: 'feed', marginPercent: '1', reason: 'clients ask for it' };

      expect(
        (await call('POST', url, operator.access, { ...base, toId: fromId })).json().fields,
      ).toHaveProperty('toId');
      const manual = await call('POST', url, operator.access, { ...base, courseSource: 'manual' });
      expect(manual.json().fields).toHaveProperty('manualCourse');
      const formula = await call('POST', `/en${url}`, operator.access, {
        ...base,
        courseFormula: 'nonsense',
      });
      expect(formula.json().fields.courseFormula[0]).toMatch(/^A course formula/);
      const huge = await call('POST', url, operator.access, { ...base, fromId: 9_007_199_254_740_991 });
      expect(huge.statusCode).toBe(400);
      expect(Object.keys(huge.json().fields)).toEqual(['fromId']);

      const created = await call('POST', url, operator.access, base);
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ active: true, courseSource: 'feed', marginPercent: '1' });
      expect(created.json().courseFormula).toMatch(/\*1\//);
      expect(created.json().course).not.toBeNull();
      const pair = await t.app.inject({ method: 'GET', url: `/api/v1/calculator/pair/${fromId}/${toId}/` });
      expect(pair.statusCode).toBe(200);
      expect(pair.json().course).toBe(created.json().course);

      const again = await call('POST', url, operator.access, base);
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toBe(`Такое направление уже есть (№ ${created.json().id}): измените его.`);
    });

    it('changes a direction’s terms and switches it off, served by the calculator at once', async () => {
      const directions = (await call('GET', '/admin/api/catalogue/directions/', operator.access)).json();
      const d = directions.find(
        (x: { from: { id: number }; to: { id: number } }) => x.from.id === id.BTC && x.to.id === id.SBERRUB,
      );
      expect(d).toMatchObject({ active: true, course: '5043200' });
      const pair = async () =>
        t.app.inject({ method: 'GET', url: `/api/v1/calculator/pair/${id.BTC}/${id.SBERRUB}/` });

      const limits = await call('PATCH', `/en/admin/api/catalogue/directions/${d.id}/`, operator.access, {
        toMin: '9000000',
        reason: 'raise the minimum',
      });
      expect(limits.statusCode).toBe(400);
      expect(limits.json().fields).toEqual({ toMax: ['The maximum is below the minimum.'] });

      const negative = await call('PATCH', `/admin/api/catalogue/directions/${d.id}/`, operator.access, {
        marginPercent: '-0.5',
        reason: 'a better course than the market',
      });
      expect(negative.statusCode).toBe(400);
      expect(Object.keys(negative.json().fields)).toEqual(['marginPercent']);

      const changed = await call('PATCH', `/admin/api/catalogue/directions/${d.id}/`, operator.access, {
        toMin: '10000',
        notify: { ru: 'Выплата в течение часа.', en: 'Paid out within an hour.' },
        reason: 'new terms',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ toMin: '10000', notify: { en: 'Paid out within an hour.' } });
      expect((await pair()).json()).toMatchObject({
        to: { min: '10000' },
        notify: 'Выплата в течение часа.',
      });

      const off = await call('PATCH', `/admin/api/catalogue/directions/${d.id}/`, operator.access, {
        active: false,
        reason: 'bank maintenance',
      });
      expect(off.json().active).toBe(false);
      expect((await pair()).statusCode).toBe(404);
      await call('PATCH', `/admin/api/catalogue/directions/${d.id}/`, operator.access, {
        active: true,
        toMin: '5000',
        notify: d.notify,
        reason: 'back',
      });
      expect((await pair()).statusCode).toBe(200);

      const audit = await call(
        'GET',
        `/admin/api/audit/?targetType=direction&targetId=${d.id}`,
        admin.access,
      );
      expect(audit.json().results.at(-1)).toMatchObject({
        action: 'direction.update',
        reason: 'new terms',
        details: { after: { toMin: '10000' } },
      });
      const feeds = await call('GET', '/admin/api/catalogue/feeds/', operator.access);
      expect(feeds.statusCode).toBe(200);
      expect(Array.isArray(feeds.json())).toBe(true);
    });
  });

  it('creates the first administrator from the configuration, and restores it', async () => {
    expect(
      await ensureAdmin(
        { users: t.app.services.users },
        { email: 'Boss@Example.com', password: 'a long secret 1' },
      ),
    ).toBe('created');
    const first = await login('boss@example.com', 'a long secret 1');
    expect(first.statusCode).toBe(200);
    expect((await call('GET', '/admin/api/users/', first.json().access)).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ role: 'user', blockedAt: new Date() })
      .where(eq(users.email, 'boss@example.com'));
    expect(
      await ensureAdmin(
        { users: t.app.services.users },
        { email: 'boss@example.com', password: 'another secret 2' },
      ),
    ).toBe('updated');
    expect((await login('boss@example.com', 'a long secret 1')).statusCode).toBe(400);
    const again = await login('boss@example.com', 'another secret 2');
    expect((await call('GET', '/admin/api/audit/', again.json().access)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(row).toMatchObject({ role: 'admin', blockedAt: null });
    expect(await t.database.db.select().from(claims).where(eq(claims.email, 'boss@example.com'))).toEqual([]);
  });
});
