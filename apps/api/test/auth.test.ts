import { createHmac, randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, mailOutbox, users } from '../src/db/schema.js';
import { ids, seedCatalogue } from './catalogue-fixture.js';
import { buildTestApp, describeEachDb, type TTestApp } from './helpers.js';

const PASSWORD = 'correct horse 7';

describeEachDb('accounts', (kind) => {
  let t: TTestApp;
  let ipCounter = 0;
  /** A fresh client address per scenario, so rate limits of one test do not leak into another. */
  const newIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedCatalogue(t);
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object, headers: Record<string, string> = {}, ip = newIp()) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  /** The newest link of that kind e-mailed to `email`, read from the outbox as a reader would. */
  async function mailedToken(email: string, kind: 'activate' | 'token'): Promise<string> {
    const [row] = await t.database.db
      .select({ text: mailOutbox.text })
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

  describe('happy paths', () => {
    it('signs up, activates from the e-mailed link, logs in and reads the profile', async () => {
      const res = await signup('New.User@Example.com', { locale: 'en' });
      expect(res.json()).toEqual({ email: 'new.user@example.com' });
      // Not activated yet: login is refused with a clear conflict.
      const early = await post('/en/front-api/auth/login/', {
        email: 'new.user@example.com',
        password: PASSWORD,
      });
      expect(early.statusCode).toBe(409);
      expect(early.json().detail).toMatch(/not activated/);

      const [mail] = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'new.user@example.com'));
      expect(mail).toMatchObject({ template: 'activation', locale: 'en' });
      expect(mail?.text).toContain('/en/successfully?activate=');
      const token = await mailedToken('new.user@example.com', 'activate');
      expect((await post(`/api/v1/users/activate/${token}/`)).statusCode).toBe(204);
      // A link works once.
      const again = await post(`/en/api/v1/users/activate/${token}/`);
      expect(again.statusCode).toBe(400);
      expect(again.json().detail).toMatch(/invalid or has expired/);

      const { access, res: loginRes } = await login('new.user@example.com');
      const cookies = cookiesOf(loginRes);
      expect(cookies['refresh@/front-api/auth/']).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
      expect(cookies['refresh@/en/front-api/auth/']).toMatchObject({ httpOnly: true });
      expect(cookies['has_session@/']).toMatchObject({ value: '1' });
      expect(cookies['has_session@/']?.httpOnly).toBeFalsy();

      const me = await get('/api/v1/users/me/', access);
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({
        email: 'new.user@example.com',
        activated: true,
        locale: 'en',
        role: 'user',
        notifyEmail: true,
      });
      expect(me.json().referralCode).toMatch(/^[0-9a-f]{10}$/);
    });

    it('rotates the refresh token and logs out', async () => {
      const email = await activeUser();
      const first = await login(email);
      const second = await refreshWith(first.refresh);
      expect(second.statusCode).toBe(200);
      const rotated = second.cookies.find(
        (c) => c.name === 'refresh' && c.path === '/front-api/auth/',
      )!.value;
      expect(rotated).not.toBe(first.refresh);
      expect((await get('/api/v1/users/me/', second.json().access)).statusCode).toBe(200);

      const out = await post('/front-api/auth/logout/', undefined, { cookie: `refresh=${rotated}` });
      expect(out.statusCode).toBe(204);
      expect(cookiesOf(out)['refresh@/front-api/auth/']?.value).toBe('');
      expect((await refreshWith(rotated)).statusCode).toBe(401);
    });

    it('changes the password and settings', async () => {
      const email = await activeUser();
      const { access } = await login(email);
      const auth = { authorization: `Bearer ${access}` };
      const wrong = await post(
        '/api/v1/users/me/password/',
        { oldPassword: 'not it 1', password: 'new pass 42', passwordRepeat: 'new pass 42' },
        auth,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields.oldPassword).toEqual(['Неверный пароль.']);
      const ok = await post(
        '/api/v1/users/me/password/',
        { oldPassword: PASSWORD, password: 'new pass 42', passwordRepeat: 'new pass 42' },
        auth,
      );
      expect(ok.statusCode).toBe(204);
      expect((await post('/front-api/auth/login/', { email, password: PASSWORD })).statusCode).toBe(400);
      await login(email, 'new pass 42');

      const patched = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/users/me/',
        headers: auth,
        payload: { locale: 'en', notifyEmail: false },
      });
      expect(patched.json()).toMatchObject({ locale: 'en', notifyEmail: false });
    });

    it('restores a forgotten password from the e-mailed link and logs out everywhere', async () => {
      const email = await activeUser();
      const session = await login(email);
      expect((await post('/api/v1/users/restore/', { email })).statusCode).toBe(204);
      const token = await mailedToken(email, 'token');
      const mismatch = await post(`/api/v1/users/restore/${token}/`, {
        password: 'brand new 1',
        passwordRepeat: 'other 1x',
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().fields.passwordRepeat).toEqual(['Пароли не совпадают.']);
      const done = await post(`/api/v1/users/restore/${token}/`, {
        password: 'brand new 1',
        passwordRepeat: 'brand new 1',
      });
      expect(done.statusCode).toBe(204);
      expect((await refreshWith(session.refresh)).statusCode).toBe(401);
      await login(email, 'brand new 1');
      expect(
        (
          await post(`/api/v1/users/restore/${token}/`, {
            password: 'again 123',
            passwordRepeat: 'again 123',
          })
        ).statusCode,
      ).toBe(400);
    });

    it("lists the user's own claims, newest first, with paging and a status filter", async () => {
      const email = await activeUser();
      const { access } = await login(email);
      const id = ids(t);
      const body = {
        email,
        fromPs: id.BTC,
        toPs: id.SBERRUB,
        fromSumma: '0.01',
        toSumma: '50432.00',
        toRequisites: { card: '4111 1111 1111 1111', cardholder: 'IVAN IVANOV' },
        agree: true,
      };
      const created: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/claim/',
          payload: body,
          headers: { authorization: `Bearer ${access}` },
        });
        expect(res.statusCode, res.body).toBe(201);
        created.push(res.json().id);
      }
      // A guest's claim with the same e-mail is not theirs.
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/claim/', payload: body })).statusCode).toBe(
        201,
      );
      await t.app.inject({ method: 'POST', url: `/api/v1/claim/${created[0]}/cancel/` });

      const page1 = (await get('/en/api/v1/users/me/claims/?page=1&size=2', access)).json();
      expect(page1.count).toBe(3);
      expect(page1.results.map((r: { id: string }) => r.id)).toEqual([created[2], created[1]]);
      expect(page1.results[0]).toMatchObject({
        status: 'new',
        from: { currency: 'BTC', amount: '0.01000000' },
        to: { currency: 'RUB', name: 'Sberbank', amount: '50432.00' },
      });
      const cancelled = (await get('/api/v1/users/me/claims/?status=cancelled', access)).json();
      expect(cancelled.results.map((r: { id: string }) => r.id)).toEqual([created[0]]);
    });
  });

  describe('errors', () => {
    it('names every bad field of a sign-up in the request language', async () => {
      const res = await post('/en/api/v1/users/signup/', {
        email: 'nope',
        password: 'short',
        passwordRepeat: 'x',
      });
      expect(res.statusCode).toBe(400);
      const fields = res.json().fields;
      expect(fields.email).toEqual(['Invalid e-mail address.']);
      expect(fields.password).toEqual(
        expect.arrayContaining([
          'The password must be at least 8 characters long.',
          'The password needs at least one digit.',
        ]),
      );
      const ru = await post('/api/v1/users/signup/', {
        email: 'a@b.co',
        password: 'longenough1',
        passwordRepeat: 'other',
      });
      expect(ru.json().fields).toEqual({ passwordRepeat: ['Пароли не совпадают.'] });
      expect(await t.database.db.select().from(users).where(eq(users.email, 'a@b.co'))).toEqual([]);
    });

    it('refuses a taken e-mail and a wrong password without saying which part was wrong', async () => {
      const email = await activeUser();
      const taken = await post('/api/v1/users/signup/', {
        email,
        password: PASSWORD,
        passwordRepeat: PASSWORD,
      });
      expect(taken.statusCode).toBe(400);
      expect(Object.keys(taken.json().fields)).toEqual(['email']);
      const wrong = await post('/front-api/auth/login/', { email, password: 'wrong pass 1' });
      const unknown = await post('/front-api/auth/login/', {
        email: 'ghost@example.com',
        password: 'wrong pass 1',
      });
      expect(wrong.statusCode).toBe(400);
      expect(unknown.json().fields).toEqual(wrong.json().fields);
    });

    it('answers a restore or re-activation request the same whether or not the account exists', async () => {
      const email = await activeUser();
      const known = await post('/api/v1/users/restore/', { email });
      const unknown = await post('/api/v1/users/restore/', { email: 'nobody@example.com' });
      expect([known.statusCode, unknown.statusCode]).toEqual([204, 204]);
      expect(known.body).toBe(unknown.body);
      const [{ n } = { n: 0 }] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'nobody@example.com'));
      expect(n).toBe(0);
      expect((await post('/api/v1/users/reactivate/', { email: 'nobody@example.com' })).statusCode).toBe(204);
    });

    it('limits login attempts per e-mail and per address with 429', async () => {
      const email = await activeUser();
      const ip = newIp();
      const codes: number[] = [];
      for (let i = 0; i < 12; i += 1)
        codes.push(
          (await post('/front-api/auth/login/', { email, password: 'wrong pass 1' }, {}, ip)).statusCode,
        );
      expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
      expect(codes.slice(10)).toEqual([429, 429]);
      // Even the right password waits for the window now.
      const limited = await post('/front-api/auth/login/', { email, password: PASSWORD }, {}, newIp());
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('rate_limited');
    });

    it('limits restore requests per e-mail', async () => {
      const email = await activeUser();
      const codes = [];
      for (let i = 0; i < 4; i += 1) codes.push((await post('/api/v1/users/restore/', { email })).statusCode);
      expect(codes).toEqual([204, 204, 204, 429]);
    });
  });

  describe('security', () => {
    it('refuses protected calls without a token (not_authenticated) and with a bad one (token_not_valid)', async () => {
      const none = await get('/api/v1/users/me/');
      expect(none.statusCode).toBe(401);
      expect(none.json().code).toBe('not_authenticated');
      for (const token of ['garbage', 'a.b.c']) {
        const bad = await get('/api/v1/users/me/claims/', token);
        expect(bad.statusCode).toBe(401);
        expect(bad.json().code).toBe('token_not_valid');
      }
    });

    it('refuses tokens signed with another key, with alg none, or expired', async () => {
      const email = await activeUser();
      const { access } = await login(email);
      const [header, payload] = access.split('.') as [string, string, string];
      const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const none = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
      const forged = `${header}.${payload}.${createHmac('sha256', 'another key').update(`${header}.${payload}`).digest('base64url')}`;
      const claimsOf = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      const elevated = `${header}.${b64({ ...claimsOf, role: 'admin' })}.${access.split('.')[2]}`;
      for (const token of [none, forged, elevated]) {
        const res = await get('/api/v1/users/me/', token);
        expect(res.statusCode, token).toBe(401);
        expect(res.json().code).toBe('token_not_valid');
      }
      const { createAccessTokens } = await import('../src/modules/auth/secrets.js');
      const expired = await createAccessTokens(t.config.secretKey, t.config.publicUrl, -10).sign({
        userId: claimsOf.sub ? Number(claimsOf.sub) : 1,
        role: 'user',
      });
      expect((await get('/api/v1/users/me/', expired)).json().code).toBe('token_not_valid');
    });

    it('revokes the whole family when a rotated refresh token is used again', async () => {
      const email = await activeUser();
      const a = (await login(email)).refresh;
      const b = (await refreshWith(a)).cookies.find(
        (c) => c.name === 'refresh' && c.path === '/front-api/auth/',
      )!.value;
      const c = (await refreshWith(b)).cookies.find(
        (c) => c.name === 'refresh' && c.path === '/front-api/auth/',
      )!.value;
      // `a` was rotated and its successor has been used since: this is a stolen token.
      const stolen = await refreshWith(a);
      expect(stolen.statusCode).toBe(401);
      expect(stolen.json().code).toBe('not_authenticated');
      // The thief's use revoked the family: the legitimate newest token is dead too.
      expect((await refreshWith(c)).statusCode).toBe(401);
      // Another session of the same user is untouched.
      const other = await login(email);
      expect((await refreshWith(other.refresh)).statusCode).toBe(200);
    });

    it('lets two tabs refresh with the same cookie at once without logging out', async () => {
      const email = await activeUser();
      const a = (await login(email)).refresh;
      const [one, two] = [await refreshWith(a), await refreshWith(a)];
      expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    });

    it("never shows another user's claims", async () => {
      const alice = await login(await activeUser());
      const bob = await login(await activeUser());
      const id = ids(t);
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/claim/',
        headers: { authorization: `Bearer ${alice.access}` },
        payload: {
          email: 'alice@example.com',
          fromPs: id.BTC,
          toPs: id.SBERRUB,
          fromSumma: '0.01',
          toSumma: '50432.00',
          toRequisites: { card: '4111 1111 1111 1111', cardholder: 'ALICE' },
          agree: true,
        },
      });
      expect((await get('/api/v1/users/me/claims/', alice.access)).json().count).toBe(1);
      expect((await get('/api/v1/users/me/claims/', bob.access)).json()).toMatchObject({
        count: 0,
        results: [],
      });
      const owned = await t.database.db
        .select({ userId: claims.userId })
        .from(claims)
        .where(eq(claims.email, 'alice@example.com'));
      expect(owned).toHaveLength(1);
    });

    it('stores only hashes of passwords and tokens', async () => {
      const email = await activeUser();
      const { refresh } = await login(email);
      const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
      const found = await t.database.db.execute(
        sql`select count(*)::int as n from refresh_tokens where token_hash = ${refresh}`,
      );
      expect((found as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    });
  });
});

describe('accounts without a database-specific part', () => {
  it('the app builds with the auth routes in the OpenAPI document', async () => {
    const t = await buildTestApp('pglite');
    try {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          '/front-api/auth/login/',
          '/api/v1/users/signup/',
          '/api/v1/users/me/claims/',
        ]),
      );
      expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    } finally {
      await t.close();
    }
  });
});
