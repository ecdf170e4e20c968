/**
 * What the mail tests share: a real SMTP server that keeps what it receives, enough MIME to read
 * what nodemailer writes, a logger spy, an activation message, and the app wired to the SMTP
 * server with the demo catalogue.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';
import { mailOutbox } from '../src/db/schema.js';
import type { TMailRequest } from '../src/modules/mail/mail.types.js';
import { seedCatalogue } from './catalogue-fixture.js';
import { buildTestApp, type TDbKind, type TTestApp } from './helpers.js';

export interface TReceived {
  envelopeTo: string[];
  raw: string;
}

export interface TSmtp {
  port: number;
  messages: TReceived[];
  stop(): Promise<void>;
}

/** A real SMTP server that keeps what it receives; `port` 0 picks a free one. */
export async function startSmtp(port = 0, options: { rejectAuth?: boolean } = {}): Promise<TSmtp> {
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
export function parseMail(raw: string): {
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

export const logSpy = () => {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  return { log, asLogger: log as unknown as Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> };
};

export const activation = (to: string, link = `https://exchanger.example/activate/${to}`): TMailRequest => ({
  to,
  locale: 'en',
  template: 'activation',
  params: { link },
});

/** The app of the mail tests: its SMTP server, the site's name and address, the demo catalogue. */
export async function openMailApp(kind: TDbKind): Promise<{ smtp: TSmtp; t: TTestApp }> {
  const smtp = await startSmtp();
  const t = await buildTestApp(kind, {
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SITE_NAME: 'Test Exchanger',
      PUBLIC_URL: 'https://exchanger.example',
    },
  });
  await seedCatalogue(t);
  return { smtp, t };
}

/** Closes the app, then its SMTP server. */
export async function closeMailApp(smtp: TSmtp, t: TTestApp): Promise<void> {
  await t.close();
  await smtp.stop();
}

/** Forgets what the SMTP server received and empties the outbox, so each test starts clean. */
export async function clearMail(smtp: TSmtp, t: TTestApp): Promise<void> {
  smtp.messages.length = 0;
  await t.database.db.delete(mailOutbox);
}
