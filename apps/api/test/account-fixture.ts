/**
 * What the account programme suites share: users signed up (optionally through a referral link),
 * activated and logged in, claims in a given state, balances and withdrawals. The helpers are bound
 * to the suite's app once its `beforeAll` has built it.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { claims, mailOutbox, referralLedger } from '../src/db/schema.js';
import { pairKey } from '../src/modules/catalogue/snapshot.js';
import type { TDemoCode } from './catalogue-fixture.js';
import type { TTestApp } from './helpers.js';

export const PASSWORD = 'correct horse 7';
export const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

export interface TTestUser {
  id: number;
  email: string;
  access: string;
  referralCode: string;
}

export function accountKit(app: () => TTestApp, currencyIds: () => Record<TDemoCode, number>) {
  let ipCounter = 0;
  const newIp = () => `10.2.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  const bearer = (user: TTestUser) => ({ authorization: `Bearer ${user.access}` });
  const get = (url: string, user?: TTestUser, ip = newIp()) =>
    app().app.inject({ method: 'GET', url, headers: user ? bearer(user) : {}, remoteAddress: ip });
  const post = (url: string, payload: object, user?: TTestUser) =>
    app().app.inject({
      method: 'POST',
      url,
      payload,
      headers: user ? bearer(user) : {},
      remoteAddress: newIp(),
    });

  /** Signs up (optionally through a referral link), activates from the e-mailed link and logs in. */
  async function newUser(referrerCode?: string): Promise<TTestUser> {
    const t = app();
    const email = `a${randomBytes(5).toString('hex')}@example.com`;
    const signup = await post('/api/v1/users/signup/', {
      email,
      password: PASSWORD,
      passwordRepeat: PASSWORD,
      ...(referrerCode ? { refferal: referrerCode } : {}),
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const [mail] = await t.database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const token = /[?&]activate=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    expect((await post(`/api/v1/users/activate/${token}/`, {})).statusCode).toBe(204);
    const login = await post('/front-api/auth/login/', { email, password: PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    const access = login.json<{ access: string }>().access;
    const me = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me/',
        headers: { authorization: `Bearer ${access}` },
      })
    ).json<{ id: number; referralCode: string }>();
    return { id: me.id, email, access, referralCode: me.referralCode };
  }

  /** A claim row of BTC → Sberbank in the given state (as claims leave it). */
  async function insertClaim(over: Partial<typeof claims.$inferInsert> = {}): Promise<string> {
    const t = app();
    const id = currencyIds();
    const live = t.app.services.catalogue.snapshot().live.get(pairKey(id.BTC, id.SBERRUB));
    if (!live) throw new Error('BTC → SBERRUB is not live');
    const claimId = randomUUID();
    await t.database.db.insert(claims).values({
      id: claimId,
      directionId: live.direction.id,
      fromId: id.BTC,
      toId: id.SBERRUB,
      fromAmount: '0.01',
      toAmount: '50432',
      course: live.course,
      status: 'completed',
      email: 'client@example.com',
      fromRequisites: {},
      toRequisites: {},
      locale: 'ru',
      expiresAt: new Date(Date.now() + 1_800_000),
      ...over,
    });
    return claimId;
  }

  /** Gives the user a balance with a deposit that is not tied to a claim (as an operator's credit would be). */
  async function credit(user: TTestUser, amount: string): Promise<void> {
    await app()
      .database.db.insert(referralLedger)
      .values({ userId: user.id, kind: 'deposit', amount, status: 'done' });
  }

  const withdraw = (user: TTestUser, body: object, url = '/api/v1/users/me/refferal/withdrawal/') =>
    post(url, { currencyId: currencyIds().USDTTRC20, requisites: { wallet: TRC20 }, ...body }, user);

  return { newIp, get, newUser, insertClaim, credit, withdraw };
}
