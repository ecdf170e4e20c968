/**
 * The e-mails of the server under test. It has no SMTP, so it logs every message it would send
 * (`e-mail not sent (SMTP_URL is not set)`, with `to`, `subject` and the plain `text`) once the
 * outbox job runs (every few seconds); global-setup copies the log to `serverLogPath`.
 */
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

const serverLogPath = inject('serverLogPath');
const LOGGED_MAIL = 'e-mail not sent';

export interface TLoggedMail {
  mailId: number;
  to: string;
  subject: string;
  text: string;
}

function loggedMails(): TLoggedMail[] {
  const mails: TLoggedMail[] = [];
  for (const line of readFileSync(serverLogPath, 'utf8').split('\n')) {
    if (!line.includes(LOGGED_MAIL)) continue;
    try {
      const entry = JSON.parse(line) as Partial<TLoggedMail> & { msg?: string };
      if (entry.msg?.startsWith(LOGGED_MAIL) && typeof entry.to === 'string') {
        mails.push({
          mailId: Number(entry.mailId),
          to: entry.to,
          subject: String(entry.subject),
          text: String(entry.text),
        });
      }
    } catch {
      // A line cut in the middle of a write: the next read sees it whole.
    }
  }
  return mails;
}

/** The ids of the messages logged so far to `to` (take it before the action that sends one). */
export function mailIdsTo(to: string): Set<number> {
  return new Set(
    loggedMails()
      .filter((mail) => mail.to === to)
      .map((mail) => mail.mailId),
  );
}

/** Waits for a new message to `to` (not among `seen`) whose text contains `contains`. */
export async function waitForMail(
  to: string,
  {
    contains,
    seen = new Set<number>(),
    timeoutMs = 20_000,
  }: { contains: string; seen?: Set<number>; timeoutMs?: number },
): Promise<TLoggedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = loggedMails()
      .filter((mail) => mail.to === to && !seen.has(mail.mailId) && mail.text.includes(contains))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`No e-mail to ${to} containing ${contains} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first link of the text whose path contains `pathPart`, as a path with its query. */
export function linkIn(mail: TLoggedMail, pathPart: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"')]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.includes(pathPart)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`No link with ${pathPart} in the e-mail to ${mail.to}:\n${mail.text}`);
}
