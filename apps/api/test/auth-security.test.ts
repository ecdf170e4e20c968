/**
 * Accounts attacked: missing, forged and expired tokens, a stolen refresh token, another user's
 * claims, and what is stored of passwords and tokens.
 */
import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, users } from '../src/db/schema.js';
import { authKit } from './auth-fixture.js';
import { ids } from './catalogue-fixture.js';
import { buildTestApp, describeEachDb, type TTestApp } from './helpers.js';
import { seededApp } from './seeded-app.js';

describeEachDb('accounts', (kind) => {
  let t: TTestApp;
  const { get, activeUser, login, refreshWith } = authKit(() => t);

  beforeAll(async () => {
    ({ t } = await seededApp(kind));
  });
  afterAll(() => t.close());

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
