/**
 * The mail outbox (docs/architecture.md#claims, "E-mails"). `enqueue` renders a template and
 * stores the message as `pending` — in the caller's transaction when given — and never talks to
 * SMTP; `deliverDue` (the outbox job) sends what is due: over SMTP when `SMTP_URL` is set,
 * otherwise it marks the message `logged` and prints it to the log, which is where a fresh install
 * finds its activation link.
 *
 * No message is sent twice by two processes, and none is lost:
 *
 * - a message is claimed for one attempt in a short transaction (`FOR UPDATE SKIP LOCKED`) that
 *   also moves its `next_attempt_at` a lease ahead; after the commit nobody else sees it as due,
 *   and the sending happens outside any transaction. Sending inside the claiming transaction
 *   would be simpler, but it holds a row lock and a pool connection for the whole SMTP exchange,
 *   and on PGlite an open transaction blocks every other query of the server;
 * - the lease outlasts the transport's timeouts, so it runs out only when the process died
 *   mid-attempt; the message is then tried again (at least once: a duplicate after a crash is
 *   better than a lost activation link);
 * - the outcome is written only if the row still carries this attempt's number.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { TConfig } from '../../config/config.js';
import type { TDbOrTx } from '../../db/client.js';
import type { TMailRepo, TMailRow } from './mail.repo.js';
import { renderMail } from './mail.templates.js';
import { mailPriority, type TMailer, type TMailRequest, type TPreparedMail } from './mail.types.js';

/** After this many failed attempts a message is `failed` (about 3.5 hours of retries). */
export const MAX_ATTEMPTS = 10;
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;
/** Longer than the transport's timeouts together, so a live attempt never loses its claim. */
const LEASE_MS = 10 * 60_000;
/** Messages one run delivers at most; the job comes back a few seconds later for the rest. */
const DEFAULT_BATCH = 50;
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

export interface TDeliveryReport {
  sent: number;
  logged: number;
  retried: number;
  failed: number;
}

/**
 * A contact-form message is answered to the visitor who wrote it: the operators' mail client then
 * replies to them, not to the exchanger's own sending address. Other messages go to clients, whose
 * answers belong to the sender (support's address is the `From`).
 */
export function replyToOf(request: TMailRequest): string | null {
  return request.template === 'contact_message' ? request.params.email : null;
}

export interface TMailServiceDeps {
  /** The outbox (`mail.repo.ts`). */
  repo: Pick<TMailRepo, 'insert' | 'claimNext' | 'finish'>;
  config: Pick<TConfig, 'siteName' | 'smtpUrl' | 'mailFrom'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now?: () => Date;
  batchSize?: number;
}

export interface TMailService extends TMailer {
  /** Delivers the due messages (the outbox job calls it; tests call it by hand). */
  deliverDue(): Promise<TDeliveryReport>;
  /** Releases the SMTP transport. */
  close(): void;
}

/** The wait before the next try after `attempts` failed ones: 30 s, 1 min, 2 min … at most 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/** Forms of the SMTP password that an error text could carry. */
function secretsOf(smtpUrl: string | undefined): string[] {
  if (!smtpUrl) return [];
  try {
    const raw = new URL(smtpUrl).password;
    if (!raw) return [];
    return [...new Set([raw, decodeURIComponent(raw)])].filter((s) => s.length > 0);
  } catch {
    return [];
  }
}

/** What went wrong, for the row and the log: code and message, never the password. */
function describeError(error: unknown, secrets: readonly string[]): string {
  const e = error as { code?: unknown; message?: unknown };
  const message = typeof e.message === 'string' ? e.message : String(error);
  let text = typeof e.code === 'string' ? `${e.code}: ${message}` : message;
  for (const secret of secrets) text = text.split(secret).join('***');
  return text.slice(0, 1000);
}

/** The web links of a message's text, each once, in order. */
function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
}

export function createMailService(deps: TMailServiceDeps): TMailService {
  const { config, log, repo } = deps;
  const now = deps.now ?? (() => new Date());
  const batchSize = deps.batchSize ?? DEFAULT_BATCH;
  const secrets = secretsOf(config.smtpUrl);
  const transport = config.smtpUrl ? createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS }) : null;

  async function deliver(mail: TMailRow, report: TDeliveryReport): Promise<boolean> {
    if (!transport) {
      // Read by a person setting up (the activation link is here) and by the browser tests: the
      // recipient and subject in the message, then each link on a line of its own.
      log.info(
        { mailId: mail.id, to: mail.to, subject: mail.subject, text: mail.text },
        `e-mail not sent (SMTP_URL is not set); kept in mail_outbox — to ${mail.to}: «${mail.subject}»`,
      );
      for (const link of linksIn(mail.text)) log.info({ mailId: mail.id, link }, `e-mail link: ${link}`);
      await repo.finish(mail.id, mail.attempts, { status: 'logged', sentAt: now(), lastError: null });
      report.logged += 1;
      return true;
    }
    try {
      await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    } catch (error) {
      const problem = describeError(error, secrets);
      if (mail.attempts >= MAX_ATTEMPTS) {
        await repo.finish(mail.id, mail.attempts, { status: 'failed', lastError: problem });
        log.error({ mailId: mail.id, attempts: mail.attempts, error: problem }, 'e-mail failed for good');
        report.failed += 1;
      } else {
        const nextAttemptAt = new Date(now().getTime() + retryDelayMs(mail.attempts));
        await repo.finish(mail.id, mail.attempts, { nextAttemptAt, lastError: problem });
        log.warn(
          { mailId: mail.id, attempts: mail.attempts, nextAttemptAt, error: problem },
          'e-mail not sent',
        );
        report.retried += 1;
      }
      return false;
    }
    await repo.finish(mail.id, mail.attempts, { status: 'sent', sentAt: now(), lastError: null });
    log.info({ mailId: mail.id, template: mail.template }, 'e-mail sent');
    report.sent += 1;
    return true;
  }

  function prepare(request: TMailRequest): TPreparedMail {
    const rendered = renderMail(request, request.locale, { siteName: config.siteName });
    return {
      to: request.to,
      replyTo: replyToOf(request),
      template: request.template,
      locale: request.locale,
      ...rendered,
      priority: mailPriority(request.template),
    };
  }

  return {
    async enqueue(request: TMailRequest, tx?: TDbOrTx): Promise<void> {
      await repo.insert({ ...prepare(request), nextAttemptAt: now() }, tx);
    },

    prepare,

    async deliverDue(): Promise<TDeliveryReport> {
      const report: TDeliveryReport = { sent: 0, logged: 0, retried: 0, failed: 0 };
      for (let i = 0; i < batchSize; i += 1) {
        const at = now();
        const mail = await repo.claimNext(at, new Date(at.getTime() + LEASE_MS));
        if (!mail) break;
        // A failure is most often the server being unreachable, which the next message would meet
        // too: leave the rest for the next run instead of waiting out a timeout for each.
        if (!(await deliver(mail, report))) break;
      }
      return report;
    },

    close() {
      transport?.close();
    },
  };
}
