/**
 * No member of staff acts on a record that is their own (docs/decisions/020-roles-and-own-records.md):
 * a claim made by their account or with their e-mail, a claim crediting them as referrer (a guest's
 * referral code, or the signed-in client's referrer), their shop, their withdrawals, their own
 * account. Each attempt answers 403 `own_record` in the request's language, changes nothing, and
 * leaves an audit entry of the attempt; reading the record stays allowed, and another member of
 * staff may act on it.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  OPERATOR_CLAIM_ACTIONS,
  pairTerms,
  quoteFromSend,
  type TAdminClaim,
  type TErrorBody,
  type TMyShop,
} from '@exchanger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  claimEvents,
  claims,
  mailOutbox,
  referralLedger,
  shopLedger,
  shops,
  users,
} from '../src/db/schema.js';
import { backOfficeClient, PASSWORD, type TBackOffice } from './back-office.js';
import { describeEachDb } from './helpers.js';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const OWN_RU = 'Это ваша собственная запись: действие по ней выполняет другой сотрудник.';
const OWN_EN = 'This is your own record: another member of staff must act on it.';

type TStaffMember = { access: string; id: number };
type TAuditTarget = (typeof auditLog.$inferSelect)['targetType'];

describeEachDb('own records', (kind) => {
  const office = backOfficeClient();
  const { call, member } = office;
  let { t, id, operator, admin } = {} as TBackOffice;
  /** A second administrator: the one who may act on the first one's records. */
  let admin2: TStaffMember;

  beforeAll(async () => {
    ({ t, id, operator, admin } = await office.open(kind));
    admin2 = await member('second-admin@example.com', 'admin');
  });
  afterAll(() => t.close());

  /** The audit entries of `actorId` on one record, oldest first. */
  const refusals = (actorId: number, targetType: TAuditTarget, targetId: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actorId, actorId),
          eq(auditLog.targetType, targetType),
          eq(auditLog.targetId, targetId),
        ),
      )
      .orderBy(asc(auditLog.id));

  /** A claim BTC → card, as a guest or signed in (`access`), confirmed as paid by the client. */
  async function paidClaim(extra: { email: string; refferal?: string }, access?: string): Promise<string> {
    const pair = (
      await t.app.inject({ method: 'GET', url: `/api/v1/calculator/pair/${id.BTC}/${id.SBERRUB}/` })
    ).json();
    const q = quoteFromSend(pairTerms(pair), '0.01');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/claim/',
      headers: access ? { authorization: `Bearer ${access}` } : {},
      payload: {
        fromPs: id.BTC,
        toPs: id.SBERRUB,
        fromSumma: q.send,
        toSumma: q.receive,
        toRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
        agree: true,
        ...extra,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const claimId = res.json<{ id: string }>().id;
    const confirm = await t.app.inject({ method: 'POST', url: `/api/v1/claim/${claimId}/confirm/` });
    expect(confirm.statusCode, confirm.body).toBe(200);
    return claimId;
  }

  const referralCodeOf = async (userId: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]?.referralCode ?? '';

  /** A client who signed up through `code`'s link, signed in. */
  async function invitedClient(email: string, code: string): Promise<string> {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/signup/',
      payload: { email, password: PASSWORD, passwordRepeat: PASSWORD, refferal: code },
      remoteAddress: '10.99.0.1',
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const token = /activate=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/activate/${token}/`,
      remoteAddress: '10.99.0.2',
    });
    const login = await office.login(email);
    expect(login.statusCode, login.body).toBe(200);
    return login.json<{ access: string }>().access;
  }

  /**
   * Tries every claim action on `claimId` as `staff`: each 403 `own_record` (in Russian, and in
   * English under `/en`), the claim and its events unchanged, one audit entry per attempt.
   */
  async function expectEveryActionRefused(claimId: string, staff: TStaffMember, ownership: string) {
    const [before] = await t.database.db.select().from(claims).where(eq(claims.id, claimId));
    const events = (await t.database.db.select().from(claimEvents).where(eq(claimEvents.claimId, claimId)))
      .length;
    const audited = (await refusals(staff.id, 'claim', claimId)).length;
    for (const action of OPERATOR_CLAIM_ACTIONS)
      for (const [prefix, detail] of [
        ['', OWN_RU],
        ['/en', OWN_EN],
      ] as const) {
        const res = await call('POST', `${prefix}/admin/api/claims/${claimId}/actions/`, staff.access, {
          action,
          reason: 'mine',
          ...(action === 'complete' ? { payoutReference: 'fake' } : {}),
        });
        expect(res.statusCode, `${action}: ${res.body}`).toBe(403);
        expect(res.json<TErrorBody>()).toMatchObject({ code: 'own_record', detail });
      }
    const [after] = await t.database.db.select().from(claims).where(eq(claims.id, claimId));
    expect(after).toEqual(before);
    expect(
      (await t.database.db.select().from(claimEvents).where(eq(claimEvents.claimId, claimId))).length,
    ).toBe(events);
    const entries = await refusals(staff.id, 'claim', claimId);
    expect(entries).toHaveLength(audited + OPERATOR_CLAIM_ACTIONS.length * 2);
    expect(entries.at(-1)).toMatchObject({
      action: 'claim.own_record_refused',
      targetType: 'claim',
      reason: 'mine',
      details: { attempted: `claim.${OPERATOR_CLAIM_ACTIONS.at(-1)}`, ownership, status: before?.status },
    });
  }

  /** What `staff` sees of the claim: it is theirs, with no action offered. */
  async function expectShownAsOwn(claimId: string, staff: TStaffMember, other: TStaffMember) {
    const own = await call('GET', `/admin/api/claims/${claimId}/`, staff.access);
    expect(own.statusCode).toBe(200);
    expect(own.json<TAdminClaim>()).toMatchObject({ id: claimId, ownRecord: true, actions: [] });
    const theirs = (await call('GET', `/admin/api/claims/${claimId}/`, other.access)).json<TAdminClaim>();
    expect(theirs.ownRecord).toBe(false);
    expect(theirs.actions.length).toBeGreaterThan(0);
  }

  describe('claims', () => {
    for (const role of ['operator', 'admin'] as const) {
      const staffOf = () => (role === 'operator' ? operator : admin);
      const otherOf = () => (role === 'operator' ? admin : admin2);

      it(`refuses the ${role} every action on a claim made by their account, and lets another act`, async () => {
        const staff = staffOf();
        const claimId = await paidClaim({ email: `${role}-own@example.com` }, staff.access);
        await expectShownAsOwn(claimId, staff, otherOf());
        await expectEveryActionRefused(claimId, staff, 'creator');
        const received = await call('POST', `/admin/api/claims/${claimId}/actions/`, otherOf().access, {
          action: 'payment_received',
          reason: 'seen',
        });
        expect(received.statusCode, received.body).toBe(200);
        // Still theirs in the next status.
        await expectEveryActionRefused(claimId, staff, 'creator');
      });

      it(`refuses the ${role} a guest claim made with their e-mail, in any case`, async () => {
        const staff = staffOf();
        const claimId = await paidClaim({ email: `${role.toUpperCase()}@Example.COM` });
        await expectShownAsOwn(claimId, staff, otherOf());
        await expectEveryActionRefused(claimId, staff, 'email');
      });

      it(`refuses the ${role} a guest claim carrying their referral code`, async () => {
        const staff = staffOf();
        const code = await referralCodeOf(staff.id);
        const claimId = await paidClaim({ email: `${role}-guest@example.com`, refferal: code.toUpperCase() });
        await expectShownAsOwn(claimId, staff, otherOf());
        await expectEveryActionRefused(claimId, staff, 'referrer');
      });

      it(`refuses the ${role} a claim of a client they invited, and accrues nothing`, async () => {
        const staff = staffOf();
        const client = await invitedClient(`${role}-invited@example.com`, await referralCodeOf(staff.id));
        const claimId = await paidClaim({ email: `${role}-invited@example.com` }, client);
        await expectShownAsOwn(claimId, staff, otherOf());
        await expectEveryActionRefused(claimId, staff, 'referrer');
        expect(
          await t.database.db.select().from(referralLedger).where(eq(referralLedger.userId, staff.id)),
        ).toEqual([]);
      });
    }

    it('lets staff act on claims that are not theirs', async () => {
      const claimId = await paidClaim({ email: 'stranger@example.com' });
      const res = await call('POST', `/admin/api/claims/${claimId}/actions/`, operator.access, {
        action: 'payment_received',
        reason: 'seen',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<TAdminClaim>().ownRecord).toBe(false);
    });
  });

  describe('withdrawals and shops', () => {
    it('refuses an administrator the decision on their own referral withdrawal, and lets another decide', async () => {
      await t.database.db
        .insert(referralLedger)
        .values({ userId: admin.id, kind: 'deposit', amount: '50', status: 'done' });
      const requested = await call('POST', '/api/v1/users/me/refferal/withdrawal/', admin.access, {
        amount: '20',
        currencyId: id.USDTTRC20,
        requisites: { wallet: TRON },
      });
      expect(requested.statusCode, requested.body).toBe(201);
      const withdrawalId = requested.json<{ id: number }>().id;
      const url = `/admin/api/withdrawals/${withdrawalId}/decision/`;
      for (const decision of ['approve', 'reject'] as const) {
        const res = await call('POST', `/en${url}`, admin.access, { decision, reason: 'mine' });
        expect(res.statusCode).toBe(403);
        expect(res.json<TErrorBody>()).toMatchObject({ code: 'own_record', detail: OWN_EN });
      }
      const [row] = await t.database.db
        .select()
        .from(referralLedger)
        .where(eq(referralLedger.id, withdrawalId));
      expect(row).toMatchObject({ status: 'pending', decidedBy: null });
      expect(await refusals(admin.id, 'withdrawal', String(withdrawalId))).toEqual([
        expect.objectContaining({
          action: 'withdrawal.own_record_refused',
          targetType: 'withdrawal',
          details: { attempted: 'withdrawal.approve', ownership: 'owner', amount: '20' },
        }),
        expect.objectContaining({ details: expect.objectContaining({ attempted: 'withdrawal.reject' }) }),
      ]);
      // An operator decides no withdrawal at all; another administrator does.
      expect(
        (await call('POST', url, operator.access, { decision: 'approve', reason: 'x' })).statusCode,
      ).toBe(403);
      const approved = await call('POST', url, admin2.access, { decision: 'approve', reason: 'sent' });
      expect(approved.statusCode, approved.body).toBe(200);
    });

    let shop: TMyShop;

    it('refuses an administrator every decision on their own shop, and lets another decide', async () => {
      const opened = await call('POST', '/api/v1/users/me/shop/', admin.access, {
        name: 'Admin Shop',
        siteUrl: 'https://admin-shop.example',
        payoutCurrencyId: id.USDTTRC20,
        payoutRequisites: { wallet: TRON },
      });
      expect(opened.statusCode, opened.body).toBe(201);
      shop = opened.json<TMyShop>();
      const url = `/admin/api/shops/${shop.id}/decision/`;
      for (const decision of ['approve', 'reject', 'block'] as const) {
        const res = await call('POST', url, admin.access, { decision, reason: 'mine' });
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json<TErrorBody>()).toMatchObject({ code: 'own_record', detail: OWN_RU });
      }
      // Refused before its reason is checked: authorization comes first.
      expect((await call('POST', url, admin.access, { decision: 'reject' })).json<TErrorBody>().code).toBe(
        'own_record',
      );
      const [row] = await t.database.db.select().from(shops).where(eq(shops.id, shop.id));
      expect(row).toMatchObject({ status: 'pending', decidedBy: null });
      const entries = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'shop'), eq(auditLog.targetId, String(shop.id))))
        .orderBy(asc(auditLog.id));
      expect(entries.map((e) => e.action)).toEqual(Array(4).fill('shop.own_record_refused'));
      expect(entries[0]).toMatchObject({
        actorId: admin.id,
        details: { attempted: 'shop.approve', ownership: 'owner', status: 'pending' },
      });
      const approved = await call('POST', url, admin2.access, { decision: 'approve', reason: 'checked' });
      expect(approved.statusCode, approved.body).toBe(200);
    });

    it('refuses an administrator the decision on a withdrawal of their own shop, and lets another decide', async () => {
      await t.database.db.insert(shopLedger).values({
        shopId: shop.id,
        kind: 'sale',
        amount: '30',
        fee: '0',
        status: 'done',
        currencyId: id.USDTTRC20,
      });
      const requested = await call('POST', '/api/v1/users/me/shop/withdrawal/', admin.access, {
        amount: '12.5',
      });
      expect(requested.statusCode, requested.body).toBe(201);
      const lineId = requested.json<{ id: number }>().id;
      const url = `/admin/api/shop-withdrawals/${lineId}/decision/`;
      for (const decision of ['approve', 'reject'] as const) {
        const res = await call('POST', url, admin.access, { decision, reason: 'mine' });
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json<TErrorBody>().code).toBe('own_record');
      }
      const [row] = await t.database.db.select().from(shopLedger).where(eq(shopLedger.id, lineId));
      expect(row).toMatchObject({ status: 'pending', decidedBy: null });
      const entries = await refusals(admin.id, 'shop', String(shop.id));
      expect(entries.filter((e) => e.action === 'shop_withdrawal.own_record_refused')).toEqual([
        expect.objectContaining({
          details: expect.objectContaining({ attempted: 'shop_withdrawal.approve', withdrawalId: lineId }),
        }),
        expect.objectContaining({
          details: expect.objectContaining({ attempted: 'shop_withdrawal.reject', withdrawalId: lineId }),
        }),
      ]);
      const paid = await call('POST', url, admin2.access, { decision: 'approve', reason: 'tx 0xabc' });
      expect(paid.statusCode, paid.body).toBe(200);
    });
  });

  describe('their own account', () => {
    it('refuses staff blocking, unblocking or changing the role of themselves, audited', async () => {
      for (const [staff, body] of [
        [operator, { blocked: true, reason: 'oops' }],
        [admin, { role: 'operator', reason: 'oops' }],
        [admin, { blocked: false, reason: 'oops' }],
      ] as const) {
        const res = await call('PATCH', `/admin/api/users/${staff.id}/`, staff.access, body);
        expect(res.statusCode).toBe(403);
        expect(res.json<TErrorBody>()).toMatchObject({
          code: 'own_record',
          detail: 'Нельзя заблокировать себя или изменить свою роль.',
        });
      }
      const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
      expect(row).toMatchObject({ role: 'admin', blockedAt: null });
      expect((await refusals(admin.id, 'user', String(admin.id))).map((e) => e.action)).toEqual([
        'user.own_record_refused',
        'user.own_record_refused',
      ]);
      expect((await refusals(operator.id, 'user', String(operator.id)))[0]).toMatchObject({
        action: 'user.own_record_refused',
        details: { attempted: 'user.block', ownership: 'owner', blocked: true },
      });
    });
  });
});
