/**
 * Accounts as a user lives them — sign-up, activation, sessions, password restore and change, the
 * own claims — and their refusals.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../src/db/schema.js';
import { authKit, PASSWORD } from './auth-fixture.js';
import { ids } from './catalogue-fixture.js';
import { describeEachDb, type TTestApp } from './helpers.js';
import { seededApp } from './seeded-app.js';

describeEachDb('accounts', (kind) => {
  let t: TTestApp;
  const { post, get, mailedToken, cookiesOf, signup, activeUser, login, refreshWith } = authKit(() => t);

  beforeAll(async () => {
    ({ t } = await seededApp(kind));
  });
  afterAll(() => t.close());

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

    it('tells neither a taken e-mail at sign-up nor which part of a login was wrong', async () => {
      const email = await activeUser();
      const taken = await post('/api/v1/users/signup/', {
        email,
        password: PASSWORD,
        passwordRepeat: PASSWORD,
      });
      expect(taken.statusCode).toBe(201);
      expect(taken.json()).toEqual({ email });
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

    it('limits restore requests per e-mail', async () => {
      const email = await activeUser();
      const codes = [];
      for (let i = 0; i < 4; i += 1) codes.push((await post('/api/v1/users/restore/', { email })).statusCode);
      expect(codes).toEqual([204, 204, 204, 429]);
    });
  });
});
