/**
 * The two-person rule (decision 024): above a currency's approval threshold, while two or more
 * administrators are active, a reserve correction, a referral or shop withdrawal's payment and a
 * claim's refund answer 202 with a proposal and change nothing until another administrator
 * approves; the proposer cannot decide his own; of two approving at once exactly one takes effect.
 */
import { dec, type TApproval } from '@exchanger/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  claims,
  currencies,
  referralLedger,
  reserveMovements,
  shopLedger,
  shops,
  users,
} from '../src/db/schema.js';
import { backOfficeClient, type TBackOffice } from './back-office.js';
import { describeEachDb } from './helpers.js';

const TRON = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';

describeEachDb('two-person rule', (kind) => {
  const office = backOfficeClient();
  const { call, createClaim, member } = office;
  let { t, id, operator, admin } = {} as TBackOffice;
  let second: { access: string; id: number };
  let third: { access: string; id: number };

  const reserveUrl = (currency: number) => `/admin/api/catalogue/currencies/${currency}/reserve/`;
  const currencyRow = async (currency: number) =>
    (await t.database.db.select().from(currencies).where(eq(currencies.id, currency)))[0]!;
  const setThreshold = async (currency: number, threshold: string | null) => {
    const res = await call('PATCH', `/admin/api/catalogue/currencies/${currency}/`, admin.access, {
      approvalThreshold: threshold,
      reason: 'two-person rule',
    });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const auditOf = (proposal: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'approval'), eq(auditLog.targetId, String(proposal))))
      .orderBy(auditLog.id);

  beforeAll(async () => {
    ({ t, id, operator, admin } = await office.open(kind));
    second = await member('second-admin@example.com', 'admin');
    third = await member('third-admin@example.com', 'admin');
  });
  afterAll(() => t.close());

  describe('the threshold', () => {
    it('is set per currency by administrators only, within its precision, and is off by default', async () => {
      const detail = await call('GET', `/admin/api/catalogue/currencies/${id.TCSBRUB}/`, admin.access);
      expect(detail.json().approvalThreshold).toBeNull();

      const byOperator = await call(
        'PATCH',
        `/admin/api/catalogue/currencies/${id.TCSBRUB}/`,
        operator.access,
        {
          approvalThreshold: '1000',
          reason: 'mine',
        },
      );
      expect(byOperator.statusCode).toBe(403);
      expect(byOperator.json().detail).toBe('Это может сделать только администратор.');

      const tooFine = await call('PATCH', `/admin/api/catalogue/currencies/${id.TCSBRUB}/`, admin.access, {
        approvalThreshold: '1000.001',
        reason: 'x',
      });
      expect(tooFine.statusCode).toBe(400);
      expect(tooFine.json().fields).toHaveProperty('approvalThreshold');
      const notDecimal = await call('PATCH', `/admin/api/catalogue/currencies/${id.TCSBRUB}/`, admin.access, {
        approvalThreshold: '-5',
        reason: 'x',
      });
      expect(notDecimal.statusCode).toBe(400);
      expect(notDecimal.json().fields).toHaveProperty('approvalThreshold');

      const set = await setThreshold(id.TCSBRUB, '1000.5');
      expect(set.json().approvalThreshold).toBe('1000.5');
      expect((await currencyRow(id.TCSBRUB)).approvalThreshold).not.toBeNull();
    });
  });

  describe('reserve corrections', () => {
    it('runs a correction within the threshold directly', async () => {
      const before = (await currencyRow(id.TCSBRUB)).reserve;
      const target = dec(before).plus('1000.5').toFixed();
      const res = await call('POST', reserveUrl(id.TCSBRUB), admin.access, {
        reserve: target,
        reason: 'small',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(dec(res.json().reserve).eq(target)).toBe(true);
    });

    it('holds a larger one as a proposal (202, nothing changed) that another administrator approves, once', async () => {
      const before = (await currencyRow(id.TCSBRUB)).reserve;
      const target = dec(before).minus('5000').toFixed();
      const res = await call('POST', `/en${reserveUrl(id.TCSBRUB)}`, admin.access, {
        reserve: target,
        reason: 'counted the safe',
      });
      expect(res.statusCode, res.body).toBe(202);
      const proposal = res.json<TApproval>();
      expect(proposal).toMatchObject({
        kind: 'reserve',
        target: String(id.TCSBRUB),
        payload: { delta: '-5000', reserve: target, reason: 'counted the safe' },
        amount: '5000.00',
        currency: { id: id.TCSBRUB, code: 'TCSBRUB', ticker: 'RUB' },
        proposedBy: { id: admin.id, email: 'admin@example.com' },
        status: 'pending',
        decidedBy: null,
      });
      expect((await currencyRow(id.TCSBRUB)).reserve).toBe(before);

      // The same action cannot wait twice.
      const again = await call('POST', reserveUrl(id.TCSBRUB), admin.access, {
        reserve: target,
        reason: 'again',
      });
      expect(again.statusCode).toBe(409);

      const pending = await call('GET', '/admin/api/approvals/?status=pending', second.access);
      expect(pending.statusCode).toBe(200);
      expect(pending.json()).toMatchObject({ count: 1, pending: 1 });
      expect(pending.json().results[0].id).toBe(proposal.id);

      // The proposer cannot approve or reject his own proposal.
      const own = await call('POST', `/en/admin/api/approvals/${proposal.id}/approve/`, admin.access);
      expect(own.statusCode).toBe(403);
      expect(own.json()).toMatchObject({
        code: 'own_record',
        detail: 'This is your own record: another member of staff must act on it.',
      });
      const ownRu = await call('POST', `/admin/api/approvals/${proposal.id}/reject/`, admin.access, {
        reason: 'no',
      });
      expect(ownRu.statusCode).toBe(403);
      expect(ownRu.json().code).toBe('own_record');
      expect(ownRu.json().detail).toBe(
        'Это ваша собственная запись: действие по ней выполняет другой сотрудник.',
      );
      expect((await currencyRow(id.TCSBRUB)).reserve).toBe(before);

      const approved = await call('POST', `/admin/api/approvals/${proposal.id}/approve/`, second.access);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({
        status: 'approved',
        decidedBy: { id: second.id, email: 'second-admin@example.com' },
      });
      expect(dec((await currencyRow(id.TCSBRUB)).reserve).eq(target)).toBe(true);
      // Run as the approver: the history and the audit name him.
      const history = await t.database.db
        .select()
        .from(reserveMovements)
        .where(eq(reserveMovements.currencyId, id.TCSBRUB));
      expect(history.filter((h) => dec(h.reserveAfter).eq(target))).toHaveLength(1);
      expect(history.at(-1)?.actorId).toBe(second.id);
      const audit = await auditOf(proposal.id);
      expect(audit.map((a) => [a.action, a.actorId])).toEqual([
        ['approval.propose', admin.id],
        ['approval.own_record', admin.id],
        ['approval.own_record', admin.id],
        ['approval.approve', second.id],
      ]);

      const twice = await call('POST', `/admin/api/approvals/${proposal.id}/approve/`, third.access);
      expect(twice.statusCode).toBe(409);
      expect(history).toHaveLength(
        (
          await t.database.db
            .select()
            .from(reserveMovements)
            .where(eq(reserveMovements.currencyId, id.TCSBRUB))
        ).length,
      );
    });

    it('rejects with a reason (nothing happens), and lets only the proposer cancel', async () => {
      const before = (await currencyRow(id.TCSBRUB)).reserve;
      const target = dec(before).plus('2000').toFixed();
      const first = (
        await call('POST', reserveUrl(id.TCSBRUB), admin.access, { reserve: target, reason: 'a' })
      ).json<TApproval>();
      const noReason = await call('POST', `/admin/api/approvals/${first.id}/reject/`, second.access, {});
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().fields).toHaveProperty('reason');
      const rejected = await call('POST', `/admin/api/approvals/${first.id}/reject/`, second.access, {
        reason: 'the safe says otherwise',
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'the safe says otherwise' });
      expect((await currencyRow(id.TCSBRUB)).reserve).toBe(before);
      expect((await call('POST', `/admin/api/approvals/${first.id}/approve/`, third.access)).statusCode).toBe(
        409,
      );

      const next = (
        await call('POST', reserveUrl(id.TCSBRUB), admin.access, { reserve: target, reason: 'b' })
      ).json<TApproval>();
      expect(
        (await call('POST', `/admin/api/approvals/${next.id}/cancel/`, second.access, {})).statusCode,
      ).toBe(403);
      const cancelled = await call('POST', `/admin/api/approvals/${next.id}/cancel/`, admin.access, {});
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().status).toBe('cancelled');
      expect((await currencyRow(id.TCSBRUB)).reserve).toBe(before);
      expect((await auditOf(next.id)).map((a) => a.action)).toEqual(['approval.propose', 'approval.cancel']);
    });

    it('lets exactly one of two administrators approving at once take effect; the other gets 409', async () => {
      const before = (await currencyRow(id.TCSBRUB)).reserve;
      const target = dec(before).plus('7000').toFixed();
      const proposal = (
        await call('POST', reserveUrl(id.TCSBRUB), admin.access, { reserve: target, reason: 'race' })
      ).json<TApproval>();
      const countBefore = (
        await t.database.db.select().from(reserveMovements).where(eq(reserveMovements.currencyId, id.TCSBRUB))
      ).length;
      const answers = await Promise.all([
        call('POST', `/admin/api/approvals/${proposal.id}/approve/`, second.access),
        call('POST', `/admin/api/approvals/${proposal.id}/approve/`, third.access),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const after = await t.database.db
        .select()
        .from(reserveMovements)
        .where(eq(reserveMovements.currencyId, id.TCSBRUB));
      expect(after).toHaveLength(countBefore + 1);
      expect(dec((await currencyRow(id.TCSBRUB)).reserve).eq(target)).toBe(true);
      expect((await auditOf(proposal.id)).filter((a) => a.action === 'approval.approve')).toHaveLength(1);
    });

    it('re-checks at approval time: a reserve no longer covering what is held is refused, the proposal waits', async () => {
      await setThreshold(id.SBERRUB, '10');
      const claimId = await createClaim(id.BTC, id.SBERRUB, '0.01', {
        email: 'held@example.com',
        toRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
      });
      const row = await currencyRow(id.SBERRUB);
      const proposal = (
        await call('POST', reserveUrl(id.SBERRUB), admin.access, {
          reserve: row.held,
          reason: 'exactly held',
        })
      ).json<TApproval>();
      expect(proposal.status).toBe('pending');
      // Meanwhile a bigger claim holds more.
      await createClaim(id.BTC, id.SBERRUB, '0.02', {
        email: 'held2@example.com',
        toRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
      });
      const refused = await call('POST', `/admin/api/approvals/${proposal.id}/approve/`, second.access);
      expect(refused.statusCode).toBe(409);
      expect((await currencyRow(id.SBERRUB)).reserve).toBe(row.reserve);
      const list = await call('GET', '/admin/api/approvals/?status=pending', second.access);
      expect(list.json().results.map((p: TApproval) => p.id)).toContain(proposal.id);
      await call('POST', `/admin/api/approvals/${proposal.id}/cancel/`, admin.access, {});
      await call('POST', `/admin/api/claims/${claimId}/actions/`, operator.access, {
        action: 'cancel',
        reason: 't',
      });
    });

    it('refuses operators: on proposals (403 admin_only) and on actions the rule holds back', async () => {
      const list = await call('GET', '/en/admin/api/approvals/', operator.access);
      expect(list.statusCode).toBe(403);
      expect(list.json().detail).toBe('Only an administrator can do this.');
      expect((await call('POST', '/admin/api/approvals/1/approve/', operator.access)).statusCode).toBe(403);
      expect(
        (await call('POST', '/admin/api/approvals/1/reject/', operator.access, { reason: 'x' })).statusCode,
      ).toBe(403);
      expect((await call('POST', '/admin/api/approvals/1/cancel/', operator.access, {})).statusCode).toBe(
        403,
      );
      expect((await call('GET', '/admin/api/approvals/', null)).statusCode).toBe(401);
      const before = (await currencyRow(id.TCSBRUB)).reserve;
      const big = await call('POST', reserveUrl(id.TCSBRUB), operator.access, {
        reserve: dec(before).plus('9000').toFixed(),
        reason: 'x',
      });
      expect(big.statusCode).toBe(403);
      expect((await currencyRow(id.TCSBRUB)).reserve).toBe(before);
      expect((await call('POST', '/admin/api/approvals/999999/approve/', second.access)).statusCode).toBe(
        404,
      );
    });

    it('runs directly while fewer than two administrators are active', async () => {
      await t.database.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, second.id));
      await t.database.db.update(users).set({ activatedAt: null }).where(eq(users.id, third.id));
      try {
        const before = (await currencyRow(id.TCSBRUB)).reserve;
        const target = dec(before).plus('9000').toFixed();
        const res = await call('POST', reserveUrl(id.TCSBRUB), admin.access, {
          reserve: target,
          reason: 'alone',
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(dec((await currencyRow(id.TCSBRUB)).reserve).eq(target)).toBe(true);
      } finally {
        await t.database.db.update(users).set({ blockedAt: null }).where(eq(users.id, second.id));
        await t.database.db.update(users).set({ activatedAt: new Date() }).where(eq(users.id, third.id));
      }
    });
  });

  describe('withdrawals and refunds', () => {
    it('holds a referral withdrawal’s payment above the threshold; the approval pays it', async () => {
      await setThreshold(id.USDTTRC20, '50');
      await t.database.db
        .insert(referralLedger)
        .values({ userId: operator.id, kind: 'deposit', amount: '500', status: 'done' });
      const [small, large] = await t.database.db
        .insert(referralLedger)
        .values([
          {
            userId: operator.id,
            kind: 'withdrawal',
            amount: '20',
            status: 'pending',
            currencyId: id.USDTTRC20,
          },
          {
            userId: operator.id,
            kind: 'withdrawal',
            amount: '75',
            status: 'pending',
            currencyId: id.USDTTRC20,
          },
        ])
        .returning();
      const direct = await call('POST', `/admin/api/withdrawals/${small!.id}/decision/`, admin.access, {
        decision: 'approve',
        reason: 'paid',
      });
      expect(direct.statusCode, direct.body).toBe(200);
      expect(direct.json().status).toBe('done');

      const held = await call('POST', `/admin/api/withdrawals/${large!.id}/decision/`, admin.access, {
        decision: 'approve',
        reason: 'paid by TRON',
      });
      expect(held.statusCode, held.body).toBe(202);
      expect(held.json()).toMatchObject({ kind: 'withdrawal', target: String(large!.id), amount: '75.00' });
      const still = await t.database.db.select().from(referralLedger).where(eq(referralLedger.id, large!.id));
      expect(still[0]?.status).toBe('pending');

      const approved = await call('POST', `/admin/api/approvals/${held.json().id}/approve/`, second.access);
      expect(approved.statusCode, approved.body).toBe(200);
      const paid = await t.database.db.select().from(referralLedger).where(eq(referralLedger.id, large!.id));
      expect(paid[0]).toMatchObject({ status: 'done', decidedBy: second.id });
    });

    it('holds a shop withdrawal’s payment above the threshold; a rejection is never held', async () => {
      const [shop] = await t.database.db
        .insert(shops)
        .values({
          userId: operator.id,
          name: 'Two keys',
          siteUrl: 'https://two-keys.example',
          status: 'approved',
          payoutCurrencyId: id.USDTTRC20,
          payoutRequisites: { wallet: TRON },
          webhookSecret: 'secret',
          feePercent: '1',
        })
        .returning();
      const [w1, w2] = await t.database.db
        .insert(shopLedger)
        .values([
          { shopId: shop!.id, kind: 'withdrawal', amount: '60', status: 'pending', currencyId: id.USDTTRC20 },
          { shopId: shop!.id, kind: 'withdrawal', amount: '90', status: 'pending', currencyId: id.USDTTRC20 },
        ])
        .returning();
      const rejected = await call('POST', `/admin/api/shop-withdrawals/${w1!.id}/decision/`, admin.access, {
        decision: 'reject',
        reason: 'wrong wallet',
      });
      expect(rejected.statusCode, rejected.body).toBe(200);

      const held = await call('POST', `/admin/api/shop-withdrawals/${w2!.id}/decision/`, admin.access, {
        decision: 'approve',
      });
      expect(held.statusCode, held.body).toBe(202);
      const approved = await call('POST', `/admin/api/approvals/${held.json().id}/approve/`, third.access);
      expect(approved.statusCode, approved.body).toBe(200);
      const [row] = await t.database.db.select().from(shopLedger).where(eq(shopLedger.id, w2!.id));
      expect(row).toMatchObject({ status: 'done', decidedBy: third.id });
    });

    it('holds a refund above the threshold; the approval refunds the claim if it still can be', async () => {
      await setThreshold(id.BTC, '0.005');
      const claimId = await createClaim(id.BTC, id.TCSBRUB, '0.01', {
        email: 'refund@example.com',
        toRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
      });
      await t.app.inject({ method: 'POST', url: `/api/v1/claim/${claimId}/confirm/` });
      const held = await call('POST', `/admin/api/claims/${claimId}/actions/`, admin.access, {
        action: 'refund',
        reason: 'client asked',
      });
      expect(held.statusCode, held.body).toBe(202);
      expect(held.json()).toMatchObject({ kind: 'refund', target: claimId, amount: '0.01000000' });
      const status = async () =>
        (await t.database.db.select().from(claims).where(eq(claims.id, claimId)))[0]?.status;
      expect(await status()).toBe('paid');
      // Other actions are never held.
      const review = await call('POST', `/admin/api/claims/${claimId}/actions/`, admin.access, {
        action: 'payment_received',
        reason: 'seen',
      });
      expect(review.statusCode, review.body).toBe(200);

      const approved = await call('POST', `/admin/api/approvals/${held.json().id}/approve/`, second.access);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(await status()).toBe('refunded');

      // Nobody proposes a refund of his own claim: refused (own_record), nothing waits.
      const own = await createClaim(id.BTC, id.TCSBRUB, '0.01', {
        email: 'Admin@Example.com',
        toRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
      });
      await t.app.inject({ method: 'POST', url: `/api/v1/claim/${own}/confirm/` });
      const ownRefund = await call('POST', `/admin/api/claims/${own}/actions/`, admin.access, {
        action: 'refund',
        reason: 'my own',
      });
      expect(ownRefund.statusCode, ownRefund.body).toBe(403);
      expect(ownRefund.json().code).toBe('own_record');
      const waiting = await call('GET', '/admin/api/approvals/?status=pending', second.access);
      expect(waiting.json().results.map((p: TApproval) => p.target)).not.toContain(own);

      // A refund proposal for a claim that meanwhile was closed cannot take effect.
      const other = await createClaim(id.BTC, id.TCSBRUB, '0.01', {
        email: 'refund2@example.com',
        toRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
      });
      await t.app.inject({ method: 'POST', url: `/api/v1/claim/${other}/confirm/` });
      const second2 = await call('POST', `/admin/api/claims/${other}/actions/`, admin.access, {
        action: 'refund',
        reason: 'client asked',
      });
      expect(second2.statusCode).toBe(202);
      await call('POST', `/admin/api/claims/${other}/actions/`, operator.access, {
        action: 'cancel',
        reason: 'gone',
      });
      const late = await call('POST', `/admin/api/approvals/${second2.json().id}/approve/`, second.access);
      expect(late.statusCode).toBe(409);
      const proposal = await call('GET', '/admin/api/approvals/?status=pending', second.access);
      expect(proposal.json().results.map((p: TApproval) => p.id)).toContain(second2.json().id);
    });
  });
});
