/**
 * The operator back office: who may reach it (operators and admins, read from the database at
 * every call) and the first administrator from the configuration. The desks have their own files:
 * admin-claims, admin-users, admin-catalogue (and admin-currencies, admin-shops).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, claims, users } from '../src/db/schema.js';
import { ensureAdmin } from '../src/modules/admin/ensure-admin.js';
import { describeEachDb } from './helpers.js';
import { backOfficeClient, NO_CLAIM, type TBackOffice } from './back-office.js';

describeEachDb('operator back office', (kind) => {
  const office = backOfficeClient();
  const { call, login, member } = office;
  // Set by `office.open` before the tests run.
  let { t, operator, plain } = {} as TBackOffice;

  beforeAll(async () => {
    ({ t, operator, plain } = await office.open(kind));
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
      ['GET', '/admin/api/audit/chain/'],
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
