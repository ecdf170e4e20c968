/**
 * What the account suites share: calls from a fresh client address each, users signed up and
 * activated from the e-mailed link, logins and refreshes with their cookies. The helpers are bound
 * to the suite's app once its `beforeAll` has built it.
 */
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { mailOutbox } from '../src/db/schema.js';
import type { TTestApp } from './helpers.js';

export const PASSWORD = 'correct horse 7';

export function authKit(app: () => TTestApp) {
  let ipCounter = 0;
  /** A fresh client address per scenario, so rate limits of one test do not leak into another. */
  const newIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  const post = (url: string, payload?: object, headers: Record<string, string> = {}, ip = newIp()) =>
    app().app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });
  const get = (url: string, token?: string) =>
    app().app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  /** The newest link of that kind e-mailed to `email`, read from the outbox as a reader would. */
  async function mailedToken(email: string, kind: 'activate' | 'token'): Promise<string> {
    const [row] = await app()
      .database.db.select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const match = new RegExp(`[?&]${kind}=([\\w-]+)`).exec(row?.text ?? '');
    if (!match?.[1]) throw new Error(`no ${kind} link mailed to ${email}`);
    return match[1];
  }

  const cookiesOf = (res: LightMyRequestResponse) =>
    Object.fromEntries(res.cookies.map((c) => [`${c.name}@${c.path ?? ''}`, c]));

  async function signup(email: string, extra: object = {}) {
    const res = await post('/api/v1/users/signup/', {
      email,
      password: PASSWORD,
      passwordRepeat: PASSWORD,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res;
  }

  async function activeUser(email = `u${randomBytes(4).toString('hex')}@example.com`) {
    await signup(email);
    const token = await mailedToken(email, 'activate');
    expect((await post(`/api/v1/users/activate/${token}/`)).statusCode).toBe(204);
    return email;
  }

  async function login(email: string, password = PASSWORD) {
    const res = await post('/front-api/auth/login/', { email, password });
    expect(res.statusCode, res.body).toBe(200);
    const refresh = res.cookies.find((c) => c.name === 'refresh' && c.path === '/front-api/auth/');
    return { access: res.json<{ access: string }>().access, refresh: refresh?.value ?? '', res };
  }

  const refreshWith = (token: string) =>
    post('/front-api/auth/refresh/', undefined, { cookie: `refresh=${token}` });

  return { newIp, post, get, mailedToken, cookiesOf, signup, activeUser, login, refreshWith };
}
