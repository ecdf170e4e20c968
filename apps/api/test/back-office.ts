/**
 * The operator back office under test: the app with the demo catalogue, an operator, an
 * administrator and a plain user, and calls made as any of them, each from its own client address
 * (so the rate limits of sign-up and login never trip).
 */
import { eq } from 'drizzle-orm';
import { pairTerms, quoteFromSend } from '@exchanger/core';
import { expect } from 'vitest';
import { mailOutbox, users } from '../src/db/schema.js';
import { ids, seedCatalogue, type TDemoCode } from './catalogue-fixture.js';
import { buildTestApp, type TDbKind, type TTestApp } from './helpers.js';
import { enrolSecondFactor } from './second-factor.js';

export const PASSWORD = 'correct horse 7';
export const NO_CLAIM = '00000000-0000-4000-8000-000000000000';

export interface TBackOffice {
  t: TTestApp;
  id: Record<TDemoCode, number>;
  operator: { access: string; id: number; secret?: string };
  admin: { access: string; id: number; secret?: string };
  plain: { access: string; id: number };
}

/** Calls to the app of one suite; `open` builds that app (in `beforeAll`). */
export function backOfficeClient() {
  let t: TTestApp | undefined;
  let ip = 0;
  const app = () => {
    if (!t) throw new Error('the back office is not open');
    return t;
  };

  const remoteAddress = () => `10.8.${Math.floor(ip / 250) % 250}.${(ip += 1) % 250}`;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, access: string | null, payload?: object) =>
    app().app.inject({
      method,
      url,
      remoteAddress: remoteAddress(),
      ...(payload ? { payload } : {}),
      ...(access ? { headers: { authorization: `Bearer ${access}` } } : {}),
    });

  async function login(email: string, password = PASSWORD, otp?: string) {
    const res = await app().app.inject({
      method: 'POST',
      url: '/front-api/auth/login/',
      payload: { email, password, ...(otp ? { otp } : {}) },
      remoteAddress: remoteAddress(),
    });
    return res;
  }

  /** An activated user with `role`, logged in; staff enrol a second factor and sign in with a code. */
  async function member(email: string, role: 'user' | 'operator' | 'admin') {
    const signup = await app().app.inject({
      method: 'POST',
      url: '/api/v1/users/signup/',
      payload: { email, password: PASSWORD, passwordRepeat: PASSWORD },
      remoteAddress: remoteAddress(),
    });
    expect(signup.statusCode).toBe(201);
    const [mail] = await app().database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const token = /activate=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    await app().app.inject({
      method: 'POST',
      url: `/api/v1/users/activate/${token}/`,
      remoteAddress: remoteAddress(),
    });
    await app().database.db.update(users).set({ role }).where(eq(users.email, email));
    const res = await login(email);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await app().database.db.select().from(users).where(eq(users.email, email));
    const access = res.json<{ access: string }>().access;
    if (role === 'user') return { access, id: row!.id };
    const enrolled = await enrolSecondFactor(app(), { email, password: PASSWORD, access }, remoteAddress);
    return { access: enrolled.access, id: row!.id, secret: enrolled.secret };
  }

  /** A claim of `send` from → to at the course the calculator quotes now. */
  async function createClaim(from: number, to: number, send: string, extra: object) {
    const pair = (
      await app().app.inject({ method: 'GET', url: `/api/v1/calculator/pair/${from}/${to}/` })
    ).json();
    const q = quoteFromSend(pairTerms(pair), send);
    const res = await app().app.inject({
      method: 'POST',
      url: '/api/v1/claim/',
      payload: { fromPs: from, toPs: to, fromSumma: q.send, toSumma: q.receive, agree: true, ...extra },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  }

  /** Builds the app on `kind`, seeds the demo catalogue and signs up the three members. */
  async function open(kind: TDbKind): Promise<TBackOffice> {
    t = await buildTestApp(kind);
    await seedCatalogue(t);
    const id = ids(t);
    const operator = await member('operator@example.com', 'operator');
    const admin = await member('admin@example.com', 'admin');
    const plain = await member('user@example.com', 'user');
    return { t, id, operator, admin, plain };
  }

  return { open, call, login, member, createClaim, remoteAddress };
}
