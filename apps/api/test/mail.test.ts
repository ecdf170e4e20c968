/**
 * The mail outbox against a real SMTP server (`smtp-server` on a free port): delivery, retries
 * with back-off, the no-SMTP mode and no double sending (the claim notifications have
 * mail-claims.test.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config.js';
import { mailOutbox } from '../src/db/schema.js';
import { createMailRepo } from '../src/modules/mail/mail.repo.js';
import { createMailService, MAX_ATTEMPTS } from '../src/modules/mail/mail.service.js';
import { describeEachDb, testConfig, type TTestApp } from './helpers.js';
import {
  activation,
  clearMail,
  closeMailApp,
  logSpy,
  openMailApp,
  parseMail,
  startSmtp,
  type TSmtp,
} from './smtp-fixture.js';

describe('MAIL_FROM', () => {
  it('defaults to the site name at no-reply@localhost and checks a given value', () => {
    const dir = testConfig().dataDir;
    expect(loadConfig({ DATA_DIR: dir, SITE_NAME: 'My "Best" Exchanger' }).mailFrom).toBe(
      '"My Best Exchanger" <no-reply@localhost>',
    );
    expect(loadConfig({ DATA_DIR: dir, MAIL_FROM: 'Ops <ops@example.com>' }).mailFrom).toBe(
      'Ops <ops@example.com>',
    );
    expect(() => loadConfig({ DATA_DIR: dir, MAIL_FROM: 'nobody', SMTP_URL: 'http://x' })).toThrow(
      /MAIL_FROM[\s\S]*SMTP_URL|SMTP_URL[\s\S]*MAIL_FROM/,
    );
  });
});

describeEachDb('mail', (kind) => {
  let smtp: TSmtp;
  let t: TTestApp;

  beforeAll(async () => {
    ({ smtp, t } = await openMailApp(kind));
  });
  afterAll(() => closeMailApp(smtp, t));
  beforeEach(() => clearMail(smtp, t));

  const rows = () => t.database.db.select().from(mailOutbox).orderBy(mailOutbox.id);
  const rowTo = async (to: string) => {
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    if (!row) throw new Error(`no message to ${to}`);
    return row;
  };
  const serviceWith = (smtpUrl: string | undefined, log = logSpy().asLogger) =>
    createMailService({
      repo: createMailRepo(t.database.db),
      config: { siteName: 'Test Exchanger', smtpUrl, mailFrom: '"Test Exchanger" <no-reply@localhost>' },
      log,
    });

  describe('delivery', () => {
    it('queues without sending, then delivers over SMTP and marks the message sent', async () => {
      const link = 'https://exchanger.example/activate/tok-1';
      await t.app.services.mail.enqueue(activation('new.user@example.com', link));
      expect(smtp.messages).toHaveLength(0);
      expect(await rows()).toMatchObject([{ status: 'pending', attempts: 0, template: 'activation' }]);

      expect(await t.app.services.mail.deliverDue()).toEqual({ sent: 1, logged: 0, retried: 0, failed: 0 });
      expect(smtp.messages).toHaveLength(1);
      const received = smtp.messages[0];
      expect(received?.envelopeTo).toEqual(['new.user@example.com']);
      const mail = parseMail(received?.raw ?? '');
      expect(mail.from).toBe('Test Exchanger <no-reply@localhost>');
      expect(mail.to).toBe('new.user@example.com');
      expect(mail.replyTo).toBeUndefined();
      expect(mail.subject).toBe('Confirm your registration at Test Exchanger');
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);

      const [row] = await rows();
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect(row?.sentAt).toBeInstanceOf(Date);

      expect((await t.app.services.mail.deliverDue()).sent).toBe(0);
      expect(smtp.messages).toHaveLength(1);
    });

    it('sends a contact-form message to support with Reply-To the visitor, so an answer reaches them', async () => {
      await t.app.services.mail.enqueue({
        to: 'support@exchanger.example',
        locale: 'en',
        template: 'contact_message',
        params: {
          reference: 'M-TEST-1',
          name: 'Jane',
          email: 'jane.visitor@example.com',
          subject: 'Where is my money?',
          message: 'Paid an hour ago.',
          claimId: null,
          link: 'https://exchanger.example/en/admin/messages/1',
        },
      });
      expect(await rows()).toMatchObject([{ replyTo: 'jane.visitor@example.com' }]);
      await t.app.services.mail.deliverDue();
      const mail = parseMail(smtp.messages[0]?.raw ?? '');
      expect(mail.to).toBe('support@exchanger.example');
      expect(mail.replyTo).toBe('jane.visitor@example.com');
      expect(mail.from).toBe('Test Exchanger <no-reply@localhost>');
    });

    it('sends Russian text readable after transfer encoding', async () => {
      const link = 'https://exchanger.example/restore/tok-2';
      await t.app.services.mail.enqueue({
        to: 'ivan@example.com',
        locale: 'ru',
        template: 'restore',
        params: { link },
      });
      await t.app.services.mail.deliverDue();
      const mail = parseMail(smtp.messages[0]?.raw ?? '');
      expect(mail.subject).toBe('Восстановление пароля на Test Exchanger');
      expect(mail.text).toContain('Задать новый пароль');
      expect(mail.text).toContain(link);
      expect(mail.html).toContain('Задать новый пароль');
    });

    it('queues in the caller’s transaction: nothing is left when it rolls back', async () => {
      await t.database.db
        .transaction(async (tx) => {
          await t.app.services.mail.enqueue(activation('rolled.back@example.com'), tx);
          tx.rollback();
        })
        .catch(() => undefined);
      await t.database.db.transaction(async (tx) => {
        await t.app.services.mail.enqueue(activation('committed@example.com'), tx);
      });
      expect((await rows()).map((r) => r.to)).toEqual(['committed@example.com']);
    });
  });

  describe('retries', () => {
    it('keeps a message through an SMTP outage and sends it once the server is back', async () => {
      const port = smtp.port;
      await smtp.stop();
      try {
        await t.app.services.mail.enqueue(activation('outage@example.com'));
        const before = Date.now();
        expect(await t.app.services.mail.deliverDue()).toEqual({ sent: 0, logged: 0, retried: 1, failed: 0 });
        const row = await rowTo('outage@example.com');
        expect(row).toMatchObject({ status: 'pending', attempts: 1 });
        expect(row.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);
        expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 29_000);
        // Not due yet: a second run leaves it alone.
        expect(await t.app.services.mail.deliverDue()).toEqual({ sent: 0, logged: 0, retried: 0, failed: 0 });
      } finally {
        smtp = await startSmtp(port);
      }
      await t.database.db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now() - interval '1 second'` })
        .where(eq(mailOutbox.to, 'outage@example.com'));
      expect((await t.app.services.mail.deliverDue()).sent).toBe(1);
      expect(smtp.messages.map((m) => m.envelopeTo)).toEqual([['outage@example.com']]);
      expect(await rowTo('outage@example.com')).toMatchObject({
        status: 'sent',
        attempts: 2,
        lastError: null,
      });
    });

    it('backs off exponentially with an injected clock and gives up after the last attempt', async () => {
      const closed = await startSmtp();
      await closed.stop();
      let clock = new Date('2030-01-01T00:00:00Z');
      const { log, asLogger } = logSpy();
      const mail = createMailService({
        repo: createMailRepo(t.database.db),
        config: {
          siteName: 'Test Exchanger',
          smtpUrl: `smtp://127.0.0.1:${closed.port}`,
          mailFrom: 'a@localhost',
        },
        log: asLogger,
        now: () => clock,
      });
      try {
        await mail.enqueue(activation('never@example.com'));
        const delays: number[] = [];
        for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
          await mail.deliverDue();
          const row = await rowTo('never@example.com');
          expect(row.attempts).toBe(attempt);
          if (row.status === 'failed') break;
          delays.push((row.nextAttemptAt.getTime() - clock.getTime()) / 1000);
          clock = row.nextAttemptAt;
        }
        expect(delays).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
        expect(await rowTo('never@example.com')).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
        expect(log.error).toHaveBeenCalledTimes(1);
      } finally {
        mail.close();
      }
    });

    it('never writes the SMTP password to the row or the log', async () => {
      const strict = await startSmtp(0, { rejectAuth: true });
      const { log, asLogger } = logSpy();
      const mail = serviceWith(`smtp://mailer:s3cr%40tPa55@127.0.0.1:${strict.port}`, asLogger);
      try {
        await mail.enqueue(activation('secret@example.com'));
        expect((await mail.deliverDue()).retried).toBe(1);
        const row = await rowTo('secret@example.com');
        expect(row.lastError).toMatch(/EAUTH/);
        const written = JSON.stringify([row, log.info.mock.calls, log.warn.mock.calls, log.error.mock.calls]);
        expect(written).not.toMatch(/s3cr/);
        expect(log.warn).toHaveBeenCalled();
      } finally {
        mail.close();
        await strict.stop();
      }
    });
  });

  it('without SMTP_URL marks the message logged and prints it, link included', async () => {
    const { log, asLogger } = logSpy();
    const mail = serviceWith(undefined, asLogger);
    const link = 'https://exchanger.example/activate/first-admin';
    await mail.enqueue(activation('admin@example.com', link));
    expect(await mail.deliverDue()).toEqual({ sent: 0, logged: 1, retried: 0, failed: 0 });
    expect(await rowTo('admin@example.com')).toMatchObject({ status: 'logged', attempts: 1 });
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({
        to: 'admin@example.com',
        subject: 'Confirm your registration at Test Exchanger',
        text: expect.stringContaining(link) as unknown,
      }),
      expect.stringContaining('SMTP_URL is not set'),
    );
    // Readable in the log: recipient and subject in the message, the link on a line of its own.
    expect(log.info).toHaveBeenCalledWith(
      expect.anything(),
      expect.stringMatching(/to admin@example\.com: «Confirm your registration at Test Exchanger»$/),
    );
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ link }), `e-mail link: ${link}`);
    expect(smtp.messages).toHaveLength(0);
  });

  it('sends each message once when several deliveries run at once', async () => {
    const recipients = Array.from({ length: 8 }, (_, i) => `many${i}@example.com`);
    for (const to of recipients) await t.app.services.mail.enqueue(activation(to));
    const other = serviceWith(`smtp://127.0.0.1:${smtp.port}`);
    try {
      const reports = await Promise.all([
        t.app.services.mail.deliverDue(),
        other.deliverDue(),
        t.app.services.mail.deliverDue(),
        other.deliverDue(),
      ]);
      expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(recipients.length);
    } finally {
      other.close();
    }
    const delivered = smtp.messages.flatMap((m) => m.envelopeTo).sort();
    expect(delivered).toEqual([...recipients].sort());
    expect((await rows()).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});
