/** The account programmes as a user lives them: promocodes, referrals, withdrawals, loyalty. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promocodes, referralLedger } from '../src/db/schema.js';
import { createAccountRepo, type TAccountRepo } from '../src/modules/account/account.repo.js';
import { accountKit, TRC20 } from './account-fixture.js';
import type { TDemoCode } from './catalogue-fixture.js';
import { describeEachDb, type TTestApp } from './helpers.js';
import { seededApp } from './seeded-app.js';

describeEachDb('account programmes', (kind) => {
  let t: TTestApp;
  let id: Record<TDemoCode, number>;
  let repo: TAccountRepo;
  const { get, newUser, insertClaim, credit, withdraw } = accountKit(
    () => t,
    () => id,
  );

  beforeAll(async () => {
    ({ t, id } = await seededApp(kind));
    repo = createAccountRepo(t.database.db);
  });
  afterAll(() => t.close());

  describe('happy paths', () => {
    it('values amounts in USD through the currencies’ formulas', () => {
      const { usdValueOf } = t.app.services.catalogue.snapshot();
      expect(usdValueOf(id.BTC, '0.01')).toBe('640.00');
      expect(usdValueOf(id.SBERRUB, '8000')).toBe('100.00');
      expect(usdValueOf(id.USDTTRC20, '12.345')).toBe('12.34');
      // EUR through the CBR: 92 / 80 = 1.15 USD.
      expect(usdValueOf(id.CARDEUR, '100')).toBe('115.00');
      // Monero has no feed: no valuation rather than a stale one.
      expect(usdValueOf(id.XMR, '1')).toBeNull();
    });

    it('checks public promocodes in any case, in both languages', async () => {
      const ok = await get('/api/v1/promocodes/welcome1/');
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ code: 'WELCOME1', percent: '0.5' });
      expect((await get('/en/api/v1/promocodes/AUTUMN/')).json()).toEqual({ code: 'AUTUMN', percent: '1' });

      const unknown = await get('/api/v1/promocodes/NOPE/');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        code: 'not_found',
        detail: 'Такого промокода нет, или он больше не действует.',
      });
      const unknownEn = await get('/en/api/v1/promocodes/NOPE/');
      expect(unknownEn.json().detail).toBe('No such promocode, or it is no longer valid.');
      expect((await get('/api/v1/promocodes/%20bad%20code/')).statusCode).toBe(404);
    });

    it('refuses used up, expired and inactive promocodes, and counts uses atomically', async () => {
      await t.database.db.insert(promocodes).values([
        { code: 'USEDUP', percent: '1', maxUses: 2, uses: 2 },
        { code: 'EXPIRED', percent: '1', expiresAt: new Date(Date.now() - 1000) },
        { code: 'OFF', percent: '1', active: false },
        { code: 'LASTFIVE', percent: '0.7', maxUses: 5 },
      ]);
      for (const code of ['USEDUP', 'EXPIRED', 'OFF'])
        expect((await get(`/api/v1/promocodes/${code}/`)).statusCode).toBe(404);
      expect(await repo.findUsablePromocode(' lastfive ')).toEqual({ code: 'LASTFIVE', percent: '0.7' });

      // 20 claims race for 5 uses: each use is taken once, never more than the limit.
      const taken = await Promise.all(
        Array.from({ length: 20 }, () =>
          t.database.db.transaction((tx) => repo.takePromocodeUse(tx, 'lastfive')),
        ),
      );
      expect(taken.filter(Boolean)).toHaveLength(5);
      expect(taken.find(Boolean)).toEqual({ code: 'LASTFIVE', percent: '0.7' });
      const [row] = await t.database.db.select().from(promocodes).where(eq(promocodes.code, 'LASTFIVE'));
      expect(row?.uses).toBe(5);
      expect((await get('/api/v1/promocodes/LASTFIVE/')).statusCode).toBe(404);
      // A rolled back claim gives its use back.
      await t.database.db.update(promocodes).set({ maxUses: 6 }).where(eq(promocodes.code, 'LASTFIVE'));
      await expect(
        t.database.db.transaction(async (tx) => {
          expect(await repo.takePromocodeUse(tx, 'LASTFIVE')).not.toBeNull();
          throw new Error('claim refused');
        }),
      ).rejects.toThrow('claim refused');
      expect(await repo.findUsablePromocode('LASTFIVE')).not.toBeNull();
    });

    it("lists the user's own usable promocodes with uses left and expiry", async () => {
      const user = await newUser();
      const other = await newUser();
      const expiresAt = new Date('2031-01-01T00:00:00.000Z');
      await t.database.db.insert(promocodes).values([
        { code: `MINE${user.id}`, percent: '0.25', maxUses: 3, uses: 1, userId: user.id, expiresAt },
        { code: `FOREVER${user.id}`, percent: '2', userId: user.id },
        { code: `GONE${user.id}`, percent: '2', userId: user.id, expiresAt: new Date(Date.now() - 1) },
        { code: `THEIRS${other.id}`, percent: '2', userId: other.id },
      ]);
      const res = await get('/api/v1/users/me/promocodes/', user);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(
        expect.arrayContaining([
          { code: `MINE${user.id}`, percent: '0.25', usesLeft: 2, expiresAt: '2031-01-01T00:00:00.000Z' },
          { code: `FOREVER${user.id}`, percent: '2', usesLeft: null, expiresAt: null },
        ]),
      );
      expect(res.json()).toHaveLength(2);
    });

    it('shows the referral programme: link, invited users, completed claims and the balance', async () => {
      const referrer = await newUser();
      await newUser(referrer.referralCode);
      await newUser(referrer.referralCode.toUpperCase());
      await newUser();
      // 630.4 USD × 1.5 % × 30 % = 2.8368 → 2.83; 1000 × 2.5 % × 30 % = 7.50.
      const first = await insertClaim({ referrerId: referrer.id, usdValue: '630.4' });
      const second = await insertClaim({ referrerId: referrer.id, usdValue: '1000' });
      await insertClaim({ referrerId: referrer.id, usdValue: '1000', status: 'paid' });
      await t.database.db.transaction(async (tx) => {
        expect(
          await repo.accrueReferral(tx, {
            id: first,
            referrerId: referrer.id,
            userId: null,
            email: 'client@example.com',
            usdValue: '630.4',
            directionMarginPercent: '1.5',
          }),
        ).toBe('2.83');
        expect(
          await repo.accrueReferral(tx, {
            id: second,
            referrerId: referrer.id,
            userId: null,
            email: 'client@example.com',
            usdValue: '1000',
            directionMarginPercent: '2.5',
          }),
        ).toBe('7.50');
      });

      const res = await get('/api/v1/users/me/refferal/', referrer);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        balance: '10.33',
        currency: 'USDT',
        percent: '30',
        link: `${t.config.publicUrl.replace(/\/+$/, '')}/?ref=${referrer.referralCode}`,
        invited: 2,
        completedClaims: 2,
        minWithdrawal: '10',
      });

      const dw = (await get('/api/v1/users/me/refferal/dw/?page=1&size=1', referrer)).json();
      expect(dw).toMatchObject({ count: 2, page: 1, size: 1 });
      expect(dw.results).toEqual([
        {
          id: expect.any(Number),
          kind: 'deposit',
          amount: '7.50',
          status: 'done',
          createdAt: expect.any(String),
          claimNumber: second.slice(0, 8),
        },
      ]);
    });

    it('accrues once per claim, and nothing without a referrer, a valuation or a margin', async () => {
      const referrer = await newUser();
      const claimId = await insertClaim({ referrerId: referrer.id, usdValue: '2000' });
      const claim = {
        id: claimId,
        referrerId: referrer.id,
        userId: null,
        email: 'client@example.com',
        usdValue: '2000',
        directionMarginPercent: '1.5',
      };
      const results = await Promise.all(
        [0, 1, 2, 3].map(() => t.database.db.transaction((tx) => repo.accrueReferral(tx, claim))),
      );
      expect(results.filter((r) => r !== null)).toEqual(['9.00']);
      expect(await repo.accrueReferral(t.database.db, claim)).toBeNull();
      const rows = await t.database.db
        .select()
        .from(referralLedger)
        .where(eq(referralLedger.claimId, claimId));
      expect(rows).toHaveLength(1);

      const bare = await insertClaim({ usdValue: '2000' });
      expect(await repo.accrueReferral(t.database.db, { ...claim, id: bare, referrerId: null })).toBeNull();
      expect(await repo.accrueReferral(t.database.db, { ...claim, id: bare, usdValue: null })).toBeNull();
      expect(
        await repo.accrueReferral(t.database.db, { ...claim, id: bare, directionMarginPercent: '0' }),
      ).toBeNull();
      expect((await get('/api/v1/users/me/refferal/', referrer)).json().balance).toBe('9.00');
    });

    it('creates a withdrawal that reserves the balance, in both languages', async () => {
      const user = await newUser();
      await credit(user, '25.5');
      const ru = await withdraw(user, { amount: '10' });
      expect(ru.statusCode, ru.body).toBe(201);
      expect(ru.json()).toEqual({
        id: expect.any(Number),
        status: 'pending',
        detail: 'Заявка на вывод успешно создана',
      });
      const en = await withdraw(user, { amount: '10.50' }, '/en/api/v1/users/me/refferal/withdrawal/');
      expect(en.json().detail).toBe('Withdrawal request has been successfully created');
      expect((await get('/api/v1/users/me/refferal/', user)).json().balance).toBe('5.00');

      const list = (await get('/api/v1/users/me/refferal/withdrawal/', user)).json();
      expect(list.count).toBe(2);
      expect(list.results[0]).toEqual({
        id: en.json().id,
        amount: '10.50',
        status: 'pending',
        createdAt: expect.any(String),
        currencyId: id.USDTTRC20,
        currency: 'USDTTRC20',
        requisites: { wallet: TRC20 },
        reason: null,
      });
      const pending = (await get('/api/v1/users/me/refferal/dw/?status=pending', user)).json();
      expect(pending.results.map((r: { kind: string }) => r.kind)).toEqual(['withdrawal', 'withdrawal']);
      const done = (await get('/api/v1/users/me/refferal/dw/?status=done', user)).json();
      expect(done.results).toMatchObject([{ kind: 'deposit', amount: '25.50' }]);
      expect(done.results[0].claimNumber).toBeUndefined();

      // A rejected withdrawal gives its amount back.
      await t.database.db
        .update(referralLedger)
        .set({ status: 'rejected', reason: 'test' })
        .where(eq(referralLedger.id, ru.json().id));
      expect((await get('/api/v1/users/me/refferal/', user)).json().balance).toBe('15.00');
    });

    it('lists the currencies a withdrawal can be paid in, with their receive inputs', async () => {
      const user = await newUser();
      const res = await get('/en/api/v1/users/me/refferal/currencies/', user);
      expect(res.statusCode).toBe(200);
      const list =
        res.json<{ id: number; code: string; fields: { name: string; receive: { header: string } }[] }[]>();
      const usdt = list.find((c) => c.code === 'USDTTRC20');
      expect(usdt?.fields.map((f) => f.name)).toEqual(['wallet']);
      expect(usdt?.fields[0]?.receive.header).toBe('Your TRC20 address to receive to');
      expect(list.find((c) => c.code === 'SBERRUB')?.fields.map((f) => f.name)).toEqual([
        'card',
        'cardholder',
      ]);
      expect(list.some((c) => c.code === 'CASHRUB')).toBe(false);
    });

    it('puts the user on a loyalty level by the completed volume', async () => {
      const user = await newUser();
      const fresh = (await get('/api/v1/users/me/loyalty/', user)).json();
      expect(fresh).toMatchObject({
        volume: '0.00',
        currency: 'USD',
        percent: '0',
        level: { name: 'Новичок', minVolume: '0', percent: '0' },
        next: { name: 'Бронза', minVolume: '1000', percent: '0.1' },
        remaining: '1000.00',
        progress: '0',
      });
      expect(fresh.levels).toHaveLength(5);

      await insertClaim({ userId: user.id, usdValue: '1000.25' });
      await insertClaim({ userId: user.id, usdValue: '499.75' });
      await insertClaim({ userId: user.id, usdValue: '9000', status: 'cancelled' });
      await insertClaim({ userId: user.id, usdValue: null });
      const res = await get('/en/api/v1/users/me/loyalty/', user);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        volume: '1500.00',
        percent: '0.1',
        level: { name: 'Bronze', minVolume: '1000', percent: '0.1' },
        next: { name: 'Silver', minVolume: '5000', percent: '0.2' },
        remaining: '3500.00',
        progress: '0.125',
      });
      expect(await repo.loyaltyPercentOf(user.id)).toBe('0.1');
    });
  });
});
