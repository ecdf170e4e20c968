/**
 * The users desk and referral withdrawals: blocking and roles (who may do what, nobody to
 * themselves), and withdrawals approved or rejected by administrators once each with the balance exact.
 */
import { dec } from '@exchanger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralLedger } from '../src/db/schema.js';
import { describeEachDb } from './helpers.js';
import { backOfficeClient, PASSWORD, type TBackOffice } from './back-office.js';
import { enrolSecondFactor } from './second-factor.js';

describeEachDb('operator back office', (kind) => {
  const office = backOfficeClient();
  const { call, login, member } = office;
  // Set by `office.open` before the tests run.
  let { t, id, operator, admin, plain } = {} as TBackOffice;

  beforeAll(async () => {
    ({ t, id, operator, admin, plain } = await office.open(kind));
  });
  afterAll(() => t.close());

  describe('users', () => {
    it('lets operators block users, admins change roles, and nobody change themselves', async () => {
      const target = await member('target@example.com', 'user');
      const search = await call('GET', '/admin/api/users/?q=TARGET', operator.access);
      expect(search.json().results).toEqual([
        expect.objectContaining({ id: target.id, email: 'target@example.com', role: 'user', blocked: false }),
      ]);

      const blocked = await call('PATCH', `/admin/api/users/${target.id}/`, operator.access, {
        blocked: true,
        reason: 'fraud report',
      });
      expect(blocked.statusCode, blocked.body).toBe(200);
      expect(blocked.json()).toMatchObject({ blocked: true });
      expect((await login('target@example.com')).statusCode).toBe(403);
      const blockedIds = (await call('GET', '/admin/api/users/?blocked=true', operator.access))
        .json()
        .results.map((u: { id: number }) => u.id);
      expect(blockedIds).toContain(target.id);
      expect(blockedIds).not.toContain(plain.id);

      const promote = await call('PATCH', `/admin/api/users/${target.id}/`, operator.access, {
        role: 'operator',
        reason: 'new colleague',
      });
      expect(promote.statusCode).toBe(403);
      expect(promote.json().detail).toBe('Это может сделать только администратор.');
      const self = await call('PATCH', `/admin/api/users/${admin.id}/`, admin.access, {
        role: 'user',
        reason: 'oops',
      });
      expect(self.statusCode).toBe(403);
      expect(self.json().code).toBe('own_record');
      const blockAdmin = await call('PATCH', `/admin/api/users/${admin.id}/`, operator.access, {
        blocked: true,
        reason: 'coup',
      });
      expect(blockAdmin.statusCode).toBe(403);

      await call('PATCH', `/admin/api/users/${target.id}/`, admin.access, {
        blocked: false,
        reason: 'cleared',
      });
      const promoted = await call('PATCH', `/admin/api/users/${target.id}/`, admin.access, {
        role: 'operator',
        reason: 'new colleague',
      });
      expect(promoted.json()).toMatchObject({ role: 'operator', blocked: false });
      // A new member of staff enrols a second factor before the desks open (decision 022).
      const relogin = await login('target@example.com');
      const refused = await call('GET', '/admin/api/claims/', relogin.json().access);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('otp_enrolment_required');
      const enrolled = await enrolSecondFactor(
        t,
        { email: 'target@example.com', password: PASSWORD, access: relogin.json().access },
        office.remoteAddress,
      );
      expect((await call('GET', '/admin/api/claims/', enrolled.access)).statusCode).toBe(200);

      const audit = await call(
        'GET',
        `/admin/api/audit/?targetType=user&targetId=${target.id}`,
        admin.access,
      );
      expect(audit.json().results.map((e: { action: string }) => e.action)).toEqual([
        'user.role',
        'user.unblock',
        'user.block',
      ]);
      expect(audit.json().results[0].details).toEqual({ fromRole: 'user', toRole: 'operator' });
      const nothing = await call('PATCH', `/admin/api/users/${target.id}/`, admin.access, { reason: 'x' });
      expect(nothing.statusCode).toBe(400);
      expect(
        (await call('PATCH', '/admin/api/users/999999/', admin.access, { blocked: true, reason: 'x' }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('referral withdrawals', () => {
    it('approves and rejects withdrawals once each, with the balance exact', async () => {
      const earner = await member('earner@example.com', 'user');
      await t.database.db
        .insert(referralLedger)
        .values({ userId: earner.id, kind: 'deposit', amount: '30.5', status: 'done' });
      const request = async (amount: string) => {
        const res = await call('POST', '/api/v1/users/me/refferal/withdrawal/', earner.access, {
          amount,
          currencyId: id.USDTTRC20,
          requisites: { wallet: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json<{ id: number }>().id;
      };
      const first = await request('10.25');
      const byOperator = await call('POST', `/admin/api/withdrawals/${first}/decision/`, operator.access, {
        decision: 'approve',
        reason: 'sent',
      });
      expect(byOperator.statusCode).toBe(403);
      expect(byOperator.json().detail).toBe('Это может сделать только администратор.');
      const second = await request('20.25');
      const pending = await call('GET', '/admin/api/withdrawals/?status=pending', admin.access);
      expect(pending.json().results.filter((w: { userId: number }) => w.userId === earner.id)).toHaveLength(
        2,
      );
      expect(pending.json().results[0]).toMatchObject({ email: 'earner@example.com', currency: 'USDTTRC20' });

      const approved = await call('POST', `/admin/api/withdrawals/${first}/decision/`, admin.access, {
        decision: 'approve',
        reason: 'sent, tx abc',
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({ status: 'done', amount: '10.25' });
      expect(dec(approved.json().balance).eq('0')).toBe(true); // 30.5 − 10.25 − 20.25 (still pending)

      const again = await call('POST', `/admin/api/withdrawals/${first}/decision/`, admin.access, {
        decision: 'reject',
        reason: 'double',
      });
      expect(again.statusCode).toBe(409);

      const rejected = await call('POST', `/admin/api/withdrawals/${second}/decision/`, admin.access, {
        decision: 'reject',
        reason: 'wallet on a sanctions list',
      });
      expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'wallet on a sanctions list' });
      expect(dec(rejected.json().balance).eq('20.25')).toBe(true);
      const me = await call('GET', '/api/v1/users/me/refferal/', earner.access);
      expect(me.json().balance).toBe('20.25');

      const audit = await call('GET', '/admin/api/audit/?targetType=withdrawal', admin.access);
      expect(audit.json().results.map((e: { action: string }) => e.action)).toEqual([
        'withdrawal.reject',
        'withdrawal.approve',
      ]);
    });
  });
});
