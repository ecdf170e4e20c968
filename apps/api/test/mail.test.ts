/**
 * The mail outbox against a real SMTP server (`smtp-server` on a free port): delivery, retries
 * with back-off, the no-SMTP mode, no double sending, and the claim notifications.
 */
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config/config.js';
import { claims, currencies, mailOutbox } from '../src/db/schema.js';
import { createClaimsRepo } from '../src/modules/claims/claims.repo.js';
import { createClaimsService } from '../src/modules/claims/claims.service.js';
import { createMailRepo } from '../src/modules/mail/mail.repo.js';
import { createMailService, MAX_ATTEMPTS } from '../src/modules/mail/mail.service.js';
import type { TMailRequest } from '../src/modules/mail/mail.types.js';
import { ids, seedCatalogue, type TDemoCode } from './catalogue-fixture.js';
import { buildTestApp, describeEachDb, testConfig, type TTestApp } from './helpers.js';

interface TReceived {
  envelopeTo: string[];
  raw: string;
}

interface TSmtp {
  port: number;
  messages: TReceived[];
  stop(): Promise<void>;
}

/** A real SMTP server that keeps what it receives; `port` 0 picks a free one. */
async function startSmtp(port = 0, options: { rejectAuth?: boolean } = {}): Promise<TSmtp> {
  const messages: TReceived[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: !options.rejectAuth,
    allowInsecureAuth: true,
    // Nodemailer upgrades to TLS when offered; the test server's certificate is self-signed.
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 500,
    onAuth(_auth, _session, callback) {
      callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable (soft breaks and `=XX` bytes) into UTF-8 text. */
const fromQuotedPrintable = (text: string, underscoreIsSpace = false) =>
  Buffer.from(
    (underscoreIsSpace ? text.replace(/_/g, ' ') : text)
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) of a header. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : fromQuotedPrintable(data, true),
    );

function splitEntity(entity: string): { headers: Record<string, string>; body: string } {
  const end = entity.indexOf('\r\n\r\n');
  const head = entity.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: entity.slice(end + 4) };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  switch ((headers['content-transfer-encoding'] ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return fromQuotedPrintable(body);
    default:
      return body;
  }
}

/** Enough MIME to read what nodemailer writes: headers, and the text and HTML alternatives. */
function parseMail(raw: string): {
  from: string;
  to: string;
  replyTo: string | undefined;
  subject: string;
  text: string;
  html: string;
} {
  const { headers, body } = splitEntity(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((p) => splitEntity(p.replace(/^\r\n/, '')))
    : [{ headers, body }];
  const partOf = (type: string) => {
    const part = parts.find((p) => (p.headers['content-type'] ?? '').startsWith(type));
    return part ? decodeBody(part.headers, part.body) : '';
  };
  return {
    from: decodeWords(headers.from ?? ''),
    to: headers.to ?? '',
    replyTo: headers['reply-to'],
    subject: decodeWords(headers.subject ?? ''),
    text: partOf('text/plain'),
    html: partOf('text/html'),
  };
}

const logSpy = () => {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  return { log, asLogger: log as unknown as Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> };
};

const activation = (to: string, link = `https://exchanger.example/activate/${to}`): TMailRequest => ({
  to,
  locale: 'en',
  template: 'activation',
  params: { link },
});

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
  let id: Record<TDemoCode, number>;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp(kind, {
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        SITE_NAME: 'Test Exchanger',
        PUBLIC_URL: 'https://exchanger.example',
      },
    });
    await seedCatalogue(t);
    id = ids(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    smtp.messages.length = 0;
    await t.database.db.delete(mailOutbox);
  });

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
        '50432.00 RUB',
        '1 BTC = 5043200 RUB',
        '4111111111111111',
        'IVAN IVANOV',
        'Адрес для оплаты',
      ]) {
        expect(row?.text, value).toContain(value);
      }

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

    it('creates the claim even when its e-mail cannot be rendered, and changes it when one cannot be queued', async () => {
      const { log, asLogger } = logSpy();
      const service = createClaimsService({
        repo: createClaimsRepo(t.database.db),
        catalogue: t.app.services.catalogue,
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
      const created = await service.create(body() as Parameters<typeof service.create>[0], { locale: 'ru' });
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
