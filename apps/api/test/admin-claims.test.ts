/**
 * The claims desk: the queue and its filters, a claim processed to completion with its events and
 * audit entries, two operators racing on one claim, the card photo of a verification, bad ids.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, claimEvents, claims, mailOutbox } from '../src/db/schema.js';
import { describeEachDb } from './helpers.js';
import { backOfficeClient, NO_CLAIM, type TBackOffice } from './back-office.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

function multipart(content: Buffer) {
  const boundary = '----exchanger-admin-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="card.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describeEachDb('operator back office', (kind) => {
  const office = backOfficeClient();
  const { call, createClaim } = office;
  // Set by `office.open` before the tests run.
  let { t, id, operator, admin, plain } = {} as TBackOffice;

  const btcToCard = (email = 'client@example.com', card = '4111111111111111') =>
    createClaim(id.BTC, id.SBERRUB, '0.01', {
      email,
      toRequisites: { card, cardholder: 'IVAN IVANOV' },
    });

  beforeAll(async () => {
    ({ t, id, operator, admin, plain } = await office.open(kind));
  });
  afterAll(() => t.close());

  describe('claims desk', () => {
    it('filters the queue by status, e-mail, requisite, id, direction, date and amount', async () => {
      const a = await btcToCard('alice@example.com', '4111111111111111');
      const b = await btcToCard('bob@example.com', '5555555555554444');
      await t.app.inject({ method: 'POST', url: `/api/v1/claim/${b}/confirm/` });
      const list = async (query: string) => {
        const res = await call('GET', `/admin/api/claims/?${query}`, operator.access);
        expect(res.statusCode, res.body).toBe(200);
        return res.json<{ count: number; results: { id: string }[]; waiting: number }>();
      };
      const all = await list('size=100');
      expect(all.results.slice(0, 2).map((r) => r.id)).toEqual([b, a]); // newest first
      expect(all.waiting).toBeGreaterThanOrEqual(1);
      expect((await list('status=paid')).results.map((r) => r.id)).toContain(b);
      expect((await list('status=paid')).results.map((r) => r.id)).not.toContain(a);
      expect((await list('email=ALICE')).results.map((r) => r.id)).toEqual([a]);
      expect((await list('q=5555555555554444')).results.map((r) => r.id)).toEqual([b]);
      expect((await list(`q=${a.slice(0, 8)}`)).results.map((r) => r.id)).toEqual([a]);
      expect((await list(`q=bob@example`)).results.map((r) => r.id)).toEqual([b]);
      expect((await list(`fromId=${id.BTC}&toId=${id.SBERRUB}&size=100`)).count).toBe(all.count);
      expect((await list(`fromId=${id.SBERRUB}`)).count).toBe(0);
      const today = new Date().toISOString().slice(0, 10);
      expect((await list(`dateFrom=${today}&dateTo=${today}&size=100`)).count).toBe(all.count);
      expect((await list('dateTo=2000-01-01')).count).toBe(0);
      expect((await list('amountMin=0.01&amountMax=0.01&size=100')).count).toBe(all.count);
      expect((await list('amountMin=0.02')).count).toBe(0);
      // A literal `%` is searched for, not a wildcard.
      expect((await list('q=%25')).count).toBe(0);

      const bad = await call(
        'GET',
        '/en/admin/api/claims/?dateFrom=yesterday&amountMin=-1&status=lost',
        operator.access,
      );
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fields).sort()).toEqual(['amountMin', 'dateFrom', 'status']);
      expect(bad.json().fields.dateFrom).toEqual(['A date as YYYY-MM-DD.']);
      // Ids past PostgreSQL's int4 are refused by the contract, not by the database with a 500 (fuzz).
      const huge = await call(
        'GET',
        '/admin/api/claims/?fromId=7109618595154083&toId=2147483648',
        operator.access,
      );
      expect(huge.statusCode).toBe(400);
      expect(Object.keys(huge.json().fields).sort()).toEqual(['fromId', 'toId']);
    });

    it('pages by position: no claim repeated or skipped while new claims come in between pages', async () => {
      for (let i = 0; i < 7; i += 1) await btcToCard(`keyset${i}@example.com`);
      type TPage = { count: number; countExact: boolean; next: string | null; results: { id: string }[] };
      const page = async (query: string, size = 3) => {
        const res = await call('GET', `/admin/api/claims/?size=${size}&${query}`, operator.access);
        expect(res.statusCode, res.body).toBe(200);
        return res.json<TPage>();
      };
      const everything = (await page('', 100)).results.map((r) => r.id);
      const seen: string[] = [];
      let current = await page('');
      for (;;) {
        seen.push(...current.results.map((r) => r.id));
        // New claims keep coming while the operator pages: they belong before the first page.
        await btcToCard('meanwhile@example.com');
        if (!current.next) break;
        current = await page(`after=${encodeURIComponent(current.next)}`);
      }
      expect(seen).toEqual(everything);
      expect(new Set(seen).size).toBe(seen.length);

      // By status too (read in the status's own order): newest first, page after page.
      const allNow = (await page('', 100)).results.map((r) => r.id);
      const newPage = await page('status=new', 100);
      const newOnes = newPage.results.map((r) => r.id);
      // Counted from the kept counters: exactly the claims the page holds.
      expect(newPage).toMatchObject({ count: newOnes.length, countExact: true });
      expect(newOnes.length).toBeGreaterThan(3);
      expect(newOnes).toEqual(allNow.filter((id) => newOnes.includes(id)));
      const byStatus: string[] = [];
      for (let query = 'status=new'; ;) {
        const current = await page(query);
        byStatus.push(...current.results.map((r) => r.id));
        if (!current.next) break;
        query = `status=new&after=${encodeURIComponent(current.next)}`;
      }
      expect(byStatus).toEqual(newOnes);

      // The queue by status is counted exactly from the kept counters; a filtered count is exact
      // below its cap.
      const all = await page('');
      expect(all.countExact).toBe(true);
      expect(all.count).toBe(everything.length + Math.ceil(everything.length / 3));
      const searched = await page('q=keyset');
      expect(searched).toMatchObject({ count: 7, countExact: true });

      // A position that is not one is refused, naming the field; a page past the end is empty.
      const bad = await call('GET', '/en/admin/api/claims/?after=yesterday', operator.access);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fields)).toEqual(['after']);
      const past = await page(
        `after=${encodeURIComponent('2000-01-01T00:00:00.000000Z_00000000-0000-4000-8000-000000000000')}`,
      );
      expect(past).toMatchObject({ results: [], next: null });
    });

    it('processes a paid claim to completed with a payout reference, recorded with its operator', async () => {
      const claimId = await btcToCard();
      const detail = async () => (await call('GET', `/admin/api/claims/${claimId}/`, operator.access)).json();
      const fresh = await detail();
      expect(fresh).toMatchObject({
        status: 'new',
        email: 'client@example.com',
        from: { currency: 'BTC', amount: '0.01000000' },
        to: { currency: 'RUB', amount: '50432.00' },
        toRequisites: expect.arrayContaining([
          expect.objectContaining({ name: 'card', value: '4111 •••• •••• 1111' }),
        ]),
        actions: ['cancel', 'require_verification'],
      });
      // Not from `new`: the client has not paid yet.
      const early = await call('POST', `/admin/api/claims/${claimId}/actions/`, operator.access, {
        action: 'complete',
        reason: 'too early',
        payoutReference: 'tx1',
      });
      expect(early.statusCode).toBe(409);
      expect(early.json().detail).toBe('Действие недоступно: заявка в статусе «new».');

      await t.app.inject({
        method: 'POST',
        url: `/api/v1/claim/${claimId}/confirm/`,
        payload: { paymentReference: 'SBP A4021-77' },
      });
      // The operator sees what the client added to "I have paid".
      expect((await detail()).clientPaymentReference).toBe('SBP A4021-77');
      // A cancel says why; the routine step (the payment is seen, the payout starts) needs no reason.
      const cancelBlank = await call('POST', `/admin/api/claims/${claimId}/actions/`, operator.access, {
        action: 'cancel',
        reason: '  ',
      });
      expect(cancelBlank.statusCode).toBe(400);
      expect(cancelBlank.json().fields).toEqual({ reason: ['Укажите причину.'] });
      const refundMissing = await call('POST', `/en/admin/api/claims/${claimId}/actions/`, operator.access, {
        action: 'refund',
      });
      expect(refundMissing.json().fields).toEqual({ reason: ['Give a reason.'] });
      expect((await detail()).status).toBe('paid');
      const received = await call('POST', `/admin/api/claims/${claimId}/actions/`, operator.access, {
        action: 'payment_received',
      });
      expect(received.statusCode, received.body).toBe(200);
      expect(received.json()).toMatchObject({ status: 'processing', actions: ['complete', 'refund'] });

      const noReference = await call('POST', `/en/admin/api/claims/${claimId}/actions/`, operator.access, {
        action: 'complete',
        reason: 'paid out',
      });
      expect(noReference.statusCode).toBe(400);
      expect(noReference.json().fields).toEqual({
        payoutReference: ['Give the payout reference (transaction hash or transfer number).'],
      });
      expect((await detail()).status).toBe('processing');

      const done = await call('POST', `/admin/api/claims/${claimId}/actions/`, operator.access, {
        action: 'complete',
        reason: '  ',
        payoutReference: 'SBP-000123',
      });
      expect(done.statusCode, done.body).toBe(200);
      const body = done.json();
      expect(body).toMatchObject({ status: 'completed', payoutReference: 'SBP-000123', actions: [] });
      expect(body.events.map((e: { action: string; actor: string | null }) => [e.action, e.actor])).toEqual([
        ['create', null],
        ['confirm', null],
        ['payment_received', 'operator@example.com'],
        ['complete', 'operator@example.com'],
      ]);
      // The visitor's claim page says it too.
      const status = await t.app.inject({ method: 'GET', url: `/api/v1/claim/${claimId}/status/` });
      expect(status.json()).toMatchObject({
        status: 'completed',
        payment: null,
        payout: { reference: 'SBP-000123', txid: null, explorerUrl: null },
      });
      // And its "completed" e-mail, with the payout's proof.
      const mails = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'client@example.com'));
      const completed = mails.find((m) => m.subject === `Заявка ${claimId}: Выполнена`);
      expect(completed?.text).toContain('Подтверждение выплаты: SBP-000123');

      const audit = await call('GET', `/admin/api/audit/?targetType=claim&targetId=${claimId}`, admin.access);
      expect(
        audit
          .json()
          .results.map((e: { action: string; actor: string; reason: string }) => [
            e.action,
            e.actor,
            e.reason,
          ]),
      ).toEqual([
        ['claim.complete', 'operator@example.com', ''],
        ['claim.payment_received', 'operator@example.com', ''],
      ]);
      expect(audit.json().results[0].details).toEqual({
        from: 'processing',
        to: 'completed',
        payoutReference: 'SBP-000123',
      });
    });

    it('lets only one of two operators acting on one claim at once succeed', async () => {
      const claimId = await btcToCard();
      await t.app.inject({ method: 'POST', url: `/api/v1/claim/${claimId}/confirm/` });
      const [first, second] = await Promise.all([
        call('POST', `/admin/api/claims/${claimId}/actions/`, operator.access, {
          action: 'refund',
          reason: 'a',
        }),
        call('POST', `/admin/api/claims/${claimId}/actions/`, admin.access, {
          action: 'cancel',
          reason: 'b',
        }),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const events = await t.database.db.select().from(claimEvents).where(eq(claimEvents.claimId, claimId));
      expect(events.filter((e) => e.actorType === 'operator')).toHaveLength(1);
      const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, claimId));
      expect(audits).toHaveLength(1);
    });

    it('refuses an action chosen on a stale screen: the claim has moved from the status the operator saw', async () => {
      const claimId = await btcToCard();
      await t.app.inject({ method: 'POST', url: `/api/v1/claim/${claimId}/confirm/` });
      const received = await call('POST', `/admin/api/claims/${claimId}/actions/`, admin.access, {
        action: 'payment_received',
        reason: 'seen on the wallet',
        expectedStatus: 'paid',
      });
      expect(received.statusCode).toBe(200);
      // A refund is allowed from processing, but this operator still saw the claim as paid.
      const stale = await call('POST', `/admin/api/claims/${claimId}/actions/`, operator.access, {
        action: 'refund',
        reason: 'client asked',
        expectedStatus: 'paid',
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'conflict', detail: expect.stringContaining('processing') });
      const unknown = await call('POST', `/admin/api/claims/${claimId}/actions/`, operator.access, {
        action: 'refund',
        reason: 'client asked',
        expectedStatus: 'gone',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ fields: { expectedStatus: [expect.any(String)] } });
      const [after] = await t.database.db.select().from(claims).where(eq(claims.id, claimId));
      expect(after!.status).toBe('processing');
    });

    it('shows the uploaded card photo to operators only, and approves the verification', async () => {
      const claimId = await createClaim(id.CARDRUB, id.BTC, '10000', {
        email: 'card@example.com',
        fromRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
        toRequisites: { wallet: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
      });
      await t.app.inject({ method: 'POST', url: `/api/v1/claim/${claimId}/confirm/` });
      const upload = await t.app.inject({
        method: 'POST',
        url: `/api/v1/claim/${claimId}/verification/`,
        ...multipart(PNG),
      });
      expect(upload.statusCode).toBe(200);
      const detail = (await call('GET', `/en/admin/api/claims/${claimId}/`, operator.access)).json();
      expect(detail.status).toBe('verification');
      expect(detail.actions).toEqual(['cancel', 'approve_verification', 'reject_verification']);
      const [doc] = detail.documents;
      expect(doc).toMatchObject({ mime: 'image/png', size: PNG.length });
      expect(doc.url).toBe(`/en/admin/api/claims/${claimId}/documents/${doc.id}/`);

      const photo = await call('GET', doc.url, operator.access);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
      expect(photo.headers['cache-control']).toBe('no-store');
      expect(photo.rawPayload.equals(PNG)).toBe(true);
      expect((await call('GET', doc.url, plain.access)).statusCode).toBe(403);
      // The document of this claim is not reachable through another claim's id.
      const other = await btcToCard();
      expect(
        (await call('GET', `/admin/api/claims/${other}/documents/${doc.id}/`, operator.access)).statusCode,
      ).toBe(404);

      const approved = await call('POST', `/admin/api/claims/${claimId}/actions/`, operator.access, {
        action: 'approve_verification',
        reason: 'the photo matches the card',
      });
      expect(approved.json().status).toBe('paid');
    });

    it('answers 404 for an unknown claim and 400 for a malformed id', async () => {
      expect((await call('GET', `/admin/api/claims/${NO_CLAIM}/`, operator.access)).statusCode).toBe(404);
      expect((await call('GET', '/admin/api/claims/nope/', operator.access)).statusCode).toBe(400);
      const unknownAction = await call('POST', `/admin/api/claims/${NO_CLAIM}/actions/`, operator.access, {
        action: 'confirm',
        reason: 'operators cannot confirm for the client',
      });
      expect(unknownAction.statusCode).toBe(400);
      expect(unknownAction.json().fields).toHaveProperty('action');
    });
  });
});
