/**
 * Sessions, logins and proxies attacked (docs/decisions/025-login-limits-sessions-proxies.md): the
 * lockout of an account from other addresses, password guessing from one address, parallel
 * guesses, a stolen session outliving a password change, guessing the current password, a token
 * without an expiry, telling registered e-mails from sign-up, and a client writing its own
 * `X-Forwarded-For`.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, rateLimits, users } from '../src/db/schema.js';
import { accessTokenKey } from '../src/modules/auth/secrets.js';
import { authKit, PASSWORD } from './auth-fixture.js';
import { buildTestApp, describeEachDb, type TTestApp } from './helpers.js';
import { enrolSecondFactor } from './second-factor.js';

const LOGIN = '/front-api/auth/login/';

describeEachDb('sessions, logins and proxies', (kind) => {
  let t: TTestApp;
  const { newIp, post, get, activeUser, login, refreshWith, signup } = authKit(() => t);

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const attempt = (email: string, ip: string, password = 'wrong password 1', otp?: string) =>
    post(LOGIN, { email, password, ...(otp ? { otp } : {}) }, {}, ip);
  const retryAfter = (res: LightMyRequestResponse) => Number(res.headers['retry-after']);

  /** Test-only time travel: the failures counted for `ip` (and `email` from it) happened `seconds` earlier. */
  async function ageFailures(ip: string, email: string, seconds: number): Promise<void> {
    await t.database.db
      .update(rateLimits)
      .set({ windowStart: sql`${rateLimits.windowStart} - (${seconds}::int * interval '1 second')` })
      .where(inArray(rateLimits.key, [`login-fail:ip:${ip}`, `login-fail:account-ip:${ip}/${email}`]));
  }

  describe('login limits', () => {
    it('a stranger failing 12 times from one address does not lock the owner out at hers', async () => {
      const email = await activeUser();
      const stranger = newIp();
      const codes: number[] = [];
      for (let i = 0; i < 12; i += 1) codes.push((await attempt(email, stranger)).statusCode);
      expect(codes).toEqual([...Array<number>(5).fill(400), ...Array<number>(7).fill(429)]);
      // The right password from the stranger's address waits too: the pause is no oracle.
      expect((await attempt(email, stranger, PASSWORD)).statusCode).toBe(429);
      const owner = await attempt(email, newIp(), PASSWORD);
      expect(owner.statusCode, owner.body).toBe(200);
    });

    it('refuses guessing from one address with a Retry-After that grows', async () => {
      const email = await activeUser();
      const ip = newIp();
      for (let i = 0; i < 5; i += 1) expect((await attempt(email, ip)).statusCode).toBe(400);
      const waits: number[] = [];
      for (let round = 0; round < 3; round += 1) {
        const refused = await post(`/en${LOGIN}`, { email, password: 'x' }, {}, ip);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ code: 'rate_limited' });
        expect(refused.json().detail).toBe(
          `Too many failed attempts. Try again in ${retryAfter(refused)} s.`,
        );
        waits.push(retryAfter(refused));
        await ageFailures(ip, email, retryAfter(refused));
        expect((await attempt(email, ip)).statusCode).toBe(400);
      }
      expect(waits[0]).toBeGreaterThan(25);
      expect(waits[0]).toBeLessThanOrEqual(30);
      expect(waits[1]).toBeGreaterThan(55);
      expect(waits[1]).toBeLessThanOrEqual(60);
      expect(waits[2]).toBeGreaterThan(115);
      expect(waits[2]).toBeLessThanOrEqual(120);
    });

    it('lets only as many parallel guesses through as there are free slots', async () => {
      const email = await activeUser();
      const ip = newIp();
      const answers = await Promise.all(Array.from({ length: 12 }, () => attempt(email, ip)));
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes).toEqual([...Array<number>(5).fill(400), ...Array<number>(7).fill(429)]);
    });

    it('refuses one address trying many accounts, and no other address', async () => {
      const ip = newIp();
      const codes: number[] = [];
      for (let i = 0; i < 22; i += 1) codes.push((await attempt(`nobody${i}@example.com`, ip)).statusCode);
      expect(codes).toEqual([...Array<number>(20).fill(400), 429, 429]);
      expect((await attempt('nobody0@example.com', newIp())).statusCode).toBe(400);
    });

    it('never counts a successful login, even after failures', async () => {
      const email = await activeUser();
      const ip = newIp();
      for (let i = 0; i < 21; i += 1) {
        if (i % 5 === 0)
          for (let k = 0; k < 4; k += 1) expect((await attempt(email, ip)).statusCode).toBe(400);
        const ok = await attempt(email, ip, PASSWORD);
        expect(ok.statusCode, `login ${i}: ${ok.body}`).toBe(200);
      }
      const [row] = await t.database.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `login-fail:ip:${ip}`));
      expect(row?.hits ?? 0).toBe(0);
    });

    it('counts a wrong or missing second-factor code; the right one gives every slot back', async () => {
      const email = await activeUser();
      const first = await login(email);
      const { recoveryCodes } = await enrolSecondFactor(
        t,
        { email, password: PASSWORD, access: first.access },
        newIp,
      );
      const ip = newIp();
      // The second factor's own flow: no code (401), then a code (200), again and again.
      for (const code of recoveryCodes.slice(0, 4)) {
        expect((await attempt(email, ip, PASSWORD)).json().code).toBe('otp_required');
        expect((await attempt(email, ip, PASSWORD, code)).statusCode).toBe(200);
      }
      const guesser = newIp();
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) codes.push((await attempt(email, guesser, PASSWORD)).statusCode);
      for (let i = 0; i < 3; i += 1)
        codes.push((await attempt(email, guesser, PASSWORD, `00000${i}`)).statusCode);
      expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
      const owner = await attempt(email, ip, PASSWORD, recoveryCodes[5]);
      expect(owner.statusCode, owner.body).toBe(200);
    });
  });

  describe('password change', () => {
    it('revokes every other session; the one that changed it stays signed in', async () => {
      const email = await activeUser();
      const stolen = await login(email);
      const mine = await login(email);
      const changed = await post(
        '/api/v1/users/me/password/',
        { oldPassword: PASSWORD, password: 'a new horse 8', passwordRepeat: 'a new horse 8' },
        { authorization: `Bearer ${mine.access}` },
      );
      expect(changed.statusCode, changed.body).toBe(204);
      expect((await refreshWith(stolen.refresh)).statusCode).toBe(401);
      const kept = await refreshWith(mine.refresh);
      expect(kept.statusCode, kept.body).toBe(200);
      expect((await get('/api/v1/users/me/', kept.json().access)).statusCode).toBe(200);
    });

    it('throttles guesses of the current password with a Retry-After', async () => {
      const email = await activeUser();
      const { access } = await login(email);
      const change = (oldPassword: string) =>
        post(
          '/api/v1/users/me/password/',
          { oldPassword, password: 'a new horse 8', passwordRepeat: 'a new horse 8' },
          { authorization: `Bearer ${access}` },
        );
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1) codes.push((await change(`guess ${i}`)).statusCode);
      expect(codes).toEqual([400, 400, 400, 400, 400]);
      const refused = await change(PASSWORD);
      expect(refused.statusCode).toBe(429);
      expect(retryAfter(refused)).toBeGreaterThan(0);
      // Nothing changed: the old password still signs in.
      expect((await attempt(email, newIp(), PASSWORD)).statusCode).toBe(200);
    });
  });

  it('refuses an access token without an expiry, signed with the real key (token_not_valid)', async () => {
    const email = await activeUser();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const forever = await new SignJWT({ role: 'user' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user?.id))
      .setIssuer(t.config.publicUrl)
      .setAudience('access')
      .setIssuedAt()
      .sign(accessTokenKey(t.config.secretKey));
    const res = await get('/api/v1/users/me/', forever);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_not_valid');
    // The same token with an expiry passes: the refusal is about `exp` alone.
    const bounded = await new SignJWT({ role: 'user' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user?.id))
      .setIssuer(t.config.publicUrl)
      .setAudience('access')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(accessTokenKey(t.config.secretKey));
    expect((await get('/api/v1/users/me/', bounded)).statusCode).toBe(200);
  });

  describe('sign-up', () => {
    const mailsTo = (email: string) =>
      t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);

    it('answers a taken address as a new one, and e-mails its owner in her language', async () => {
      const taken = await activeUser();
      await t.database.db.update(users).set({ locale: 'en' }).where(eq(users.email, taken));
      const before = (await mailsTo(taken)).length;
      const fresh = `fresh${Date.now()}@example.com`;
      const body = (email: string) => ({ email, password: 'other horse 9', passwordRepeat: 'other horse 9' });
      const again = await post('/api/v1/users/signup/', body(taken));
      const created = await post('/api/v1/users/signup/', body(fresh));
      expect([again.statusCode, created.statusCode]).toEqual([201, 201]);
      expect(again.json()).toEqual({ email: taken });
      expect(created.json()).toEqual({ email: fresh });
      expect(Object.keys(again.json())).toEqual(Object.keys(created.json()));

      const mails = await mailsTo(taken);
      expect(mails).toHaveLength(before + 1);
      expect(mails.at(-1)).toMatchObject({ template: 'signup_taken', locale: 'en' });
      expect(mails.at(-1)?.text).toContain('/en/forget');
      expect(mails.at(-1)?.subject).toMatch(/sign-up attempt/);
      expect(await t.database.db.select().from(users).where(eq(users.email, taken))).toHaveLength(1);
      // The attempt changed nothing: the owner's password still signs in, the new one does not.
      expect((await attempt(taken, newIp(), PASSWORD)).statusCode).toBe(200);
      expect((await attempt(taken, newIp(), 'other horse 9')).statusCode).toBe(400);
    });

    it('sends the activation link again to a taken address not yet activated', async () => {
      const email = `pending${Date.now()}@example.com`;
      await signup(email);
      await signup(email);
      const mails = await t.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, 'activation')));
      expect(mails).toHaveLength(2);
    });
  });
});

describeEachDb('TRUST_PROXY', (kind) => {
  for (const trust of ['1', '127.0.0.1']) {
    describe(`TRUST_PROXY=${trust} behind one nginx`, () => {
      let t: TTestApp;
      const { activeUser } = authKit(() => t);
      beforeAll(async () => {
        t = await buildTestApp(kind, { env: { TRUST_PROXY: trust } });
      });
      afterAll(() => t.close());

      /** nginx on loopback appends the address it saw to whatever the client sent. */
      const viaNginx = (email: string, client: string, spoofed: string) =>
        t.app.inject({
          method: 'POST',
          url: LOGIN,
          payload: { email, password: 'wrong password 1' },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `${spoofed}, ${client}` },
        });

      it('counts a client under the address nginx appended, whatever it writes in front', async () => {
        const email = await activeUser();
        const codes: number[] = [];
        for (let i = 0; i < 6; i += 1)
          codes.push((await viaNginx(email, '203.0.113.7', `6.6.6.${i}`)).statusCode);
        expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
        // Another client naming the first one in front is counted as itself.
        expect((await viaNginx(email, '203.0.113.8', '203.0.113.7')).statusCode).toBe(400);
      });
    });
  }
});
