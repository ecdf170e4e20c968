/**
 * The exchange volume contest: the seeded demo contest, the setting operators read and admins
 * change, and the public board (ranking, masking, exact sums, its cache, the phases).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { dec, pairTerms, quoteFromSend, type TContestBoard, type TPair } from '@exchanger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, claimEvents, claims, mailOutbox, users } from '../src/db/schema.js';
import { ids, seedCatalogue, type TDemoCode } from './catalogue-fixture.js';
import { buildTestApp, describeEachDb, type TTestApp } from './helpers.js';
import { pageCalls } from './page-calls.js';
import { enrolSecondFactor } from './second-factor.js';

const PASSWORD = 'correct horse 7';
const DAY = 86_400_000;

describeEachDb('public pages: contest', (kind) => {
  let t: TTestApp;
  let id: Record<TDemoCode, number>;
  const { remoteAddress, get, put } = pageCalls(() => t);

  /** An activated user with `role`, logged in. */
  async function member(email: string, role: 'user' | 'operator' | 'admin') {
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress: remoteAddress() });
    expect(
      (await post('/api/v1/users/signup/', { email, password: PASSWORD, passwordRepeat: PASSWORD }))
        .statusCode,
    ).toBe(201);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const token = /activate=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect((await post(`/api/v1/users/activate/${token}/`, {})).statusCode).toBe(204);
    await t.database.db.update(users).set({ role }).where(eq(users.email, email));
    const login = await post('/front-api/auth/login/', { email, password: PASSWORD });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    const access = login.json<{ access: string }>().access;
    if (role === 'user') return { access, id: row!.id };
    const enrolled = await enrolSecondFactor(t, { email, password: PASSWORD, access }, remoteAddress);
    return { access: enrolled.access, id: row!.id };
  }

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedCatalogue(t);
    id = ids(t);
  });
  afterAll(() => t.close());

  describe('contest', () => {
    let admin: { access: string; id: number };
    let operator: { access: string; id: number };
    const start = new Date(Date.now() - 10 * DAY);
    const end = new Date(Date.now() + 10 * DAY);
    const contest = {
      active: true,
      title: { ru: 'Весенний конкурс', en: 'Spring contest' },
      description: { ru: 'Обменивайте и выигрывайте.', en: 'Exchange and win.' },
      startsAt: start.toISOString(),
      endsAt: end.toISOString(),
      prizes: [
        { place: 2, amount: '300.50', currency: 'USDT' },
        { place: 1, amount: '500', currency: 'USDT' },
      ],
      leaderboardSize: 3,
    };

    /** A claim of `usd` dollars that reached `status`, its last event at `at`. */
    async function claimOf(email: string, usd: string | null, status: string, at: Date, userId?: number) {
      const claimId = randomUUID();
      const live = t.app.services.catalogue.snapshot().live.get(`${id.BTC}:${id.SBERRUB}`);
      await t.database.db.insert(claims).values({
        id: claimId,
        directionId: live!.direction.id,
        fromId: id.BTC,
        toId: id.SBERRUB,
        fromAmount: '0.01',
        toAmount: '50432',
        course: '5043200',
        status,
        email,
        fromRequisites: {},
        toRequisites: {},
        locale: 'ru',
        usdValue: usd,
        userId: userId ?? null,
        expiresAt: new Date(at.getTime() + DAY),
        createdAt: new Date(at.getTime() - 60_000),
        updatedAt: at,
      });
      await t.database.db.insert(claimEvents).values([
        {
          claimId,
          action: 'create',
          toStatus: 'new',
          actorType: 'client',
          createdAt: new Date(at.getTime() - 60_000),
        },
        {
          claimId,
          action: 'test',
          fromStatus: 'processing',
          toStatus: status,
          actorType: 'operator',
          createdAt: at,
        },
      ]);
    }

    beforeAll(async () => {
      admin = await member('contest-admin@example.com', 'admin');
      operator = await member('contest-operator@example.com', 'operator');
    });

    it('shows the seeded demo contest, running, with its prizes and nobody on the board yet', async () => {
      const board = (await get('/api/v1/contest/')).json<TContestBoard>();
      expect(board).toMatchObject({ phase: 'running', currency: 'USD', leaderboard: [] });
      expect(board.contest).toMatchObject({
        active: true,
        title: 'Месяц больших обменов',
        leaderboardSize: 10,
      });
      expect(board.contest?.prizes.map((p) => [p.place, p.amount, p.currency])).toEqual([
        [1, '500', 'USDT'],
        [2, '300', 'USDT'],
        [3, '150', 'USDT'],
        [4, '50', 'USDT'],
        [5, '50', 'USDT'],
      ]);
      const settings = (await get('/en/api/v1/calculator/settings/')).json();
      expect(settings.contest).toMatchObject({ active: true, title: 'Big exchange month' });
    });

    it('lets operators read the setting and only admins change it, with the fields named', async () => {
      const url = '/admin/api/settings/contest/';
      expect((await get(url)).statusCode).toBe(401);
      const read = await get(url, operator.access);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().contest).toMatchObject({ active: true, leaderboardSize: 10 });

      const denied = await put(url, { ...contest, reason: 'new season' }, operator.access);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().code).toBe('permission_denied');

      const bad = await t.app.inject({
        method: 'PUT',
        url: `/en${url}`,
        headers: { authorization: `Bearer ${admin.access}` },
        payload: {
          ...contest,
          prizes: [{ place: 1, amount: '1e3', currency: 'USDT' }],
          startsAt: 'tomorrow',
          reason: ' ',
        },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toMatchObject({
        startsAt: ['A date and time in ISO 8601, e.g. 2026-03-01T00:00:00+03:00.'],
        'prizes.0.amount': ['Enter a non-negative number with a dot, e.g. 0.015.'],
        reason: ['Give a reason.'],
      });
      const backwards = await put(
        url,
        { ...contest, startsAt: end.toISOString(), endsAt: start.toISOString(), reason: 'x' },
        admin.access,
      );
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().fields).toEqual({
        endsAt: ['Конкурс должен заканчиваться позже, чем начинается.'],
      });
      const twice = await put(
        url,
        { ...contest, prizes: [...contest.prizes, { place: 1, amount: '1', currency: 'USDT' }], reason: 'x' },
        admin.access,
      );
      expect(twice.json().fields).toEqual({ 'prizes.2.place': ['У этого места уже есть приз.'] });

      const saved = await put(url, { ...contest, reason: 'new season' }, admin.access);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().contest).toMatchObject({ title: contest.title, startsAt: start.toISOString() });
      expect(saved.json().contest.prizes[0]).toEqual({ place: 2, amount: '300.50', currency: 'USDT' });
      const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetType, 'setting'));
      expect(audit).toMatchObject([
        { actorId: admin.id, action: 'setting.contest', targetId: 'contest', reason: 'new season' },
      ]);
    });

    it('ranks completed volume in the period by participant, e-mails masked, money exact', async () => {
      const inside = new Date(Date.now() - 2 * DAY);
      const registered = await member('olga.smirnova@example.org', 'user');
      // Two claims of one guest add up (the e-mail in any case).
      await claimOf('anna.k@mail.ru', '100.10', 'completed', inside);
      await claimOf('ANNA.K@mail.ru', '0.20', 'completed', new Date(start.getTime() + 1000));
      await claimOf('boris@gmail.com', '1000000.33', 'completed', inside);
      // A registered user's claims count under the account, whatever e-mail the claim gives.
      await claimOf('other-address@example.com', '70.05', 'completed', inside, registered.id);
      await claimOf('Olga.Smirnova@example.org', '30', 'completed', inside, registered.id);
      // Not counted: completed before the start or at the end, not completed, no dollar value.
      await claimOf('early@example.com', '5000', 'completed', new Date(start.getTime() - 1000));
      await claimOf('late@example.com', '5000', 'completed', end);
      await claimOf('processing@example.com', '5000', 'processing', inside);
      await claimOf('cancelled@example.com', '5000', 'cancelled', inside);
      await claimOf('novalue@example.com', null, 'completed', inside);
      // One completed the way operators do it (0.01 BTC at 64 000 USD).
      const pair = (await get(`/api/v1/calculator/pair/${id.BTC}/${id.SBERRUB}/`)).json<TPair>();
      const q = quoteFromSend(pairTerms(pair), '0.01');
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/claim/',
        payload: {
          email: 'anna.k@mail.ru',
          fromPs: id.BTC,
          toPs: id.SBERRUB,
          fromSumma: q.send,
          toSumma: q.receive,
          toRequisites: { card: '4111111111111111', cardholder: 'ANNA K' },
          agree: true,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const claimId = created.json<{ id: string }>().id;
      const operatorActor = { type: 'operator', id: String(operator.id) } as const;
      await t.app.services.claims.confirm(claimId);
      await t.app.services.claims.act(claimId, 'payment_received', operatorActor, 'seen');
      await t.app.services.claims.act(claimId, 'complete', operatorActor, 'paid out');

      const res = await get('/en/api/v1/contest/');
      expect(res.statusCode).toBe(200);
      const board = res.json<TContestBoard>();
      expect(board.contest).toMatchObject({ title: 'Spring contest', leaderboardSize: 3 });
      expect(board.phase).toBe('running');
      // Top 3 of 4 participants, biggest first.
      expect(board.leaderboard).toEqual([
        {
          place: 1,
          participant: 'bo***@g***.com',
          volume: '1000000.33',
          claims: 1,
          prize: { amount: '500', currency: 'USDT' },
        },
        {
          place: 2,
          participant: 'an***@m***.ru',
          volume: '740.30',
          claims: 3,
          prize: { amount: '300.50', currency: 'USDT' },
        },
        { place: 3, participant: 'ol***@e***.org', volume: '100.05', claims: 2, prize: null },
      ]);
      // Volumes are decimal strings summed exactly: 100.10 + 0.20 + 640.00.
      expect(dec(board.leaderboard[1]!.volume).eq(dec('100.10').plus('0.20').plus('640'))).toBe(true);
      expect(JSON.stringify(board)).not.toMatch(/anna|boris|olga|smirnova/i);
    });

    it('keeps the board for a short while, and starts afresh when the contest changes', async () => {
      const before = (await get('/api/v1/contest/')).json<TContestBoard>();
      await claimOf('zed@example.com', '2000000', 'completed', new Date(Date.now() - DAY));
      const cached = (await get('/api/v1/contest/')).json<TContestBoard>();
      expect(cached.leaderboard).toEqual(before.leaderboard);
      expect(cached.computedAt).toBe(before.computedAt);

      const saved = await put(
        '/admin/api/settings/contest/',
        { ...contest, leaderboardSize: 1, reason: 'one winner' },
        admin.access,
      );
      expect(saved.statusCode).toBe(200);
      const fresh = (await get('/api/v1/contest/')).json<TContestBoard>();
      expect(fresh.leaderboard).toEqual([
        {
          place: 1,
          participant: 'z***@e***.com',
          volume: '2000000.00',
          claims: 1,
          prize: { amount: '500', currency: 'USDT' },
        },
      ]);
    });

    it('has no board before the start, and no contest when switched off', async () => {
      const later = {
        ...contest,
        startsAt: new Date(Date.now() + DAY).toISOString(),
        endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
      };
      await put('/admin/api/settings/contest/', { ...later, reason: 'next' }, admin.access);
      const upcoming = (await get('/api/v1/contest/')).json<TContestBoard>();
      expect(upcoming).toMatchObject({ phase: 'upcoming', leaderboard: [] });
      expect(upcoming.contest?.startsAt).toBe(later.startsAt);

      await put('/admin/api/settings/contest/', { ...later, active: false, reason: 'off' }, admin.access);
      const off = (await get('/api/v1/contest/')).json<TContestBoard>();
      expect(off).toMatchObject({ contest: null, phase: null, leaderboard: [] });
    });
  });
});
