/**
 * The claim e-mails through the outbox: "claim created" with where to pay and what the client
 * entered, in the claim's language, queued in the claim's own transaction; a status e-mail after
 * each change; a claim that is created even when its e-mail cannot be rendered or queued.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { TClaimCreate } from '@exchanger/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claims, currencies, mailOutbox } from '../src/db/schema.js';
import { claimInputFromWire } from '../src/modules/claims/claim-wire.js';
import { createClaimsRepo } from '../src/modules/claims/claims.repo.js';
import { createClaimsService } from '../src/modules/claims/claims.service.js';
import { ids, type TDemoCode } from './catalogue-fixture.js';
import { describeEachDb, type TTestApp } from './helpers.js';
import { clearMail, closeMailApp, logSpy, openMailApp, parseMail, type TSmtp } from './smtp-fixture.js';

describeEachDb('mail', (kind) => {
  let smtp: TSmtp;
  let t: TTestApp;
  let id: Record<TDemoCode, number>;

  beforeAll(async () => {
    ({ smtp, t } = await openMailApp(kind));
    id = ids(t);
  });
  afterAll(() => closeMailApp(smtp, t));
  beforeEach(() => clearMail(smtp, t));

  describe('claim notifications', () => {
    const body = (over: Record<string, unknown> = {}) => ({
      email: 'Client@Example.com',
      fromPs: id.BTC,
      toPs: id.SBERRUB,
      fromSumma: '0.01',
      toSumma: '50432.00',
      fromRequisites: {},
      toRequisites: { card: '4111 1111 1111 1111', cardholder: 'IVAN IVANOV' },
      agree: true,
      ...over,
    });
    const createClaim = async (url = '/api/v1/claim/') => {
      const res = await t.app.inject({ method: 'POST', url, payload: body() });
      expect(res.statusCode).toBe(201);
      return res.json<{ id: string }>().id;
    };
    const outbox = (template: string) =>
      t.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.template, template), eq(mailOutbox.to, 'client@example.com')));
    const btcAddress = () => {
      const value = t.app.services.catalogue.snapshot().currenciesByCode.get('BTC')?.payin.fields[0]?.value;
      if (!value) throw new Error('the demo BTC has no pay-in address');
      return value;
    };

    it('queues claim_created with the claim, where to pay and what the client entered', async () => {
      const claimId = await createClaim();
      const [row, ...more] = await outbox('claim_created');
      expect(more).toHaveLength(0);
      expect(row).toMatchObject({ status: 'pending', locale: 'ru' });
      for (const value of [
        claimId,
        `https://exchanger.example/claim/${claimId}`,
        btcAddress(),
        '0.01000000 BTC',
        '50 432.00 RUB',
        '1 BTC = 5 043 200 RUB',
        '4111 •••• •••• 1111',
        'IVAN I.',
        'Адрес для оплаты',
      ]) {
        expect(row?.text, value).toContain(value);
      }
      // What the client entered is masked as on the claim's page (decision 026).
      expect(row?.text).not.toContain('4111111111111111');
      expect(row?.text).not.toContain('IVAN IVANOV');

      await t.app.services.mail.deliverDue();
      const mail = parseMail(smtp.messages[0]?.raw ?? '');
      expect(mail.subject).toContain(claimId);
      expect(mail.text).toContain(btcAddress());
      expect(mail.html).toContain(btcAddress());
    });

    it('writes in the claim’s language and links to its English page', async () => {
      const claimId = await createClaim('/en/api/v1/claim/');
      const [row] = await outbox('claim_created');
      expect(row).toMatchObject({ locale: 'en' });
      expect(row?.text).toContain(`https://exchanger.example/en/claim/${claimId}`);
      expect(row?.text).toContain('Address to pay to');
    });

    it('queues claim_status on cancel, on confirm and on expiry', async () => {
      const cancelled = await createClaim();
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/claim/${cancelled}/cancel/` });
      expect(res.statusCode).toBe(200);
      let statusRows = await outbox('claim_status');
      expect(statusRows).toHaveLength(1);
      expect(statusRows[0]?.text).toContain(cancelled);
      expect(statusRows[0]?.text).toContain('Отменена');
      expect(statusRows[0]?.text).toContain(`https://exchanger.example/claim/${cancelled}`);

      const paid = await createClaim();
      await t.app.inject({ method: 'POST', url: `/api/v1/claim/${paid}/confirm/` });
      statusRows = await outbox('claim_status');
      expect(statusRows.filter((r) => r.text.includes(paid)).map((r) => r.subject)).toEqual([
        `Заявка ${paid}: Оплачена`,
      ]);

      const late = await createClaim();
      await t.database.db
        .update(claims)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(claims.id, late));
      expect(await t.app.services.claims.expireDue()).toBe(1);
      statusRows = await outbox('claim_status');
      expect(statusRows.filter((r) => r.text.includes(late)).map((r) => r.subject)).toEqual([
        `Заявка ${late}: Просрочена`,
      ]);
    });

    it('queues each expired claim the very e-mail rendered for it alone, in its language', async () => {
      const made = [await createClaim(), await createClaim('/en/api/v1/claim/'), await createClaim()];
      await t.database.db
        .update(claims)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(
          sql`${claims.id} in (${sql.join(
            made.map((m) => sql`${m}::uuid`),
            sql`, `,
          )})`,
        );
      expect(await t.app.services.claims.expireDue()).toBe(3);
      const rows = (await outbox('claim_status')).filter((r) => made.some((m) => r.text.includes(m)));
      expect(rows).toHaveLength(3);
      for (const claimId of made) {
        const [row] = rows.filter((r) => r.text.includes(claimId));
        const locale = row?.locale === 'en' ? 'en' : 'ru';
        const alone = t.app.services.mail.prepare({
          template: 'claim_status',
          to: 'client@example.com',
          locale,
          params: {
            claimId,
            link: `https://exchanger.example${locale === 'en' ? '/en' : ''}/claim/${claimId}`,
            status: 'expired',
          },
        });
        expect(row).toMatchObject({
          subject: alone.subject,
          text: alone.text,
          html: alone.html,
          priority: alone.priority,
          replyTo: alone.replyTo,
          status: 'pending',
        });
      }
      expect(rows.map((r) => r.locale).sort()).toEqual(['en', 'ru', 'ru']);
    });

    it('creates the claim even when its e-mail cannot be rendered, and changes it when one cannot be queued', async () => {
      const { log, asLogger } = logSpy();
      const service = createClaimsService({
        repo: createClaimsRepo(t.database.db),
        catalogue: t.app.services.catalogue,
        reserves: t.app.services.reserves,
        tech: t.app.services.tech,
        mailer: {
          enqueue: () => Promise.reject(new Error('outbox unavailable')),
          prepare: () => {
            throw new Error('template broken');
          },
        },
        publicUrl: 'https://exchanger.example',
        log: asLogger,
      });
      const created = await service.create(claimInputFromWire(body() as TClaimCreate), { locale: 'ru' });
      expect(created.status).toBe('new');
      expect(log.warn).toHaveBeenCalledWith(expect.anything(), 'claim e-mail not rendered');
      await expect(service.cancelByClient(created.id)).resolves.toEqual({ status: 'cancelled' });
      expect(log.warn).toHaveBeenCalledWith(
        expect.objectContaining({ claimId: created.id }),
        'claim e-mail not queued',
      );
      expect(log.warn).toHaveBeenCalledTimes(2);
    });

    it('queues claim_created in the claim’s own transaction: one per admitted claim, none for a refused one', async () => {
      const toId = id.SBERRUB;
      // Room for exactly two claims of 50432 RUB, asked for by five at once.
      await t.database.db
        .update(currencies)
        .set({ reserve: sql`${currencies.held} + 100864` })
        .where(eq(currencies.id, toId));
      await t.app.services.catalogue.reload();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          t.app.inject({ method: 'POST', url: '/api/v1/claim/', payload: body() }),
        ),
      );
      const createdIds = answers.filter((r) => r.statusCode === 201).map((r) => r.json<{ id: string }>().id);
      expect(createdIds).toHaveLength(2);
      expect(
        answers.filter((r) => r.statusCode === 409).map((r) => r.json<{ detail: string }>().detail),
      ).toEqual(
        Array<string>(3).fill(
          'Недостаточно резерва RUB для этой суммы. Уменьшите сумму или попробуйте позже.',
        ),
      );
      const rows = await outbox('claim_created');
      expect(rows).toHaveLength(2);
      expect(createdIds.every((id) => rows.some((r) => r.subject.includes(id)))).toBe(true);
    });
  });
});
