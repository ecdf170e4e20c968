import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import { insertStatement } from '../../db/bulk-insert.js';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';
import type { TPreparedMail } from './mail.types.js';
import type { TMailing } from './mailing.js';

export type TMailRow = typeof mailOutbox.$inferSelect;
export type TNewMail = Pick<
  typeof mailOutbox.$inferInsert,
  'to' | 'template' | 'locale' | 'subject' | 'text' | 'html' | 'priority' | 'nextAttemptAt'
>;
/** How an attempt ended: the fields to write. */
export type TMailOutcome = Partial<Pick<TMailRow, 'status' | 'nextAttemptAt' | 'lastError' | 'sentAt'>>;

export function createMailRepo(db: TDb) {
  return {
    /** Queues a message as `pending`; in the caller's transaction when given. */
    async insert(mail: TNewMail, tx: TDbOrTx = db): Promise<number> {
      const [row] = await tx.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail_outbox insert returned no row');
      return row.id;
    },

    /**
     * The statement that queues rendered messages as `pending`, due at `nextAttemptAt` (at once by
     * default), for the caller to run in its own transaction — alone or as a part of a larger
     * statement (the claims' group commit queues their e-mails within the creating statement).
     */
    queueStatement(tx: TDbOrTx, mails: TPreparedMail[], nextAttemptAt: Date = new Date()): SQL {
      return insertStatement(
        tx,
        mailOutbox,
        mails.map((mail) => ({ ...mail, nextAttemptAt })),
      );
    },

    /**
     * The statement that queues a mailing (`mailing.ts`) as `pending`: each group's message once per
     * recipient, the recipient's value in place of the placeholder. The rendered bodies travel once
     * per group, the recipients as a JSON array: one parameter each
     * (docs/decisions/043-batch-expiry.md).
     */
    queueMailingStatement(tx: TDbOrTx, mailing: TMailing, nextAttemptAt: Date = new Date()): SQL {
      const groups = mailing.groups.map(({ mail }, n) => ({
        n,
        reply_to: mail.replyTo,
        template: mail.template,
        locale: mail.locale,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        priority: mail.priority,
      }));
      const recipients = mailing.groups.flatMap(({ recipients: list }, n) =>
        list.map(({ to, value }) => ({ n, to, value })),
      );
      const p = mailing.placeholder;
      return sql`insert into ${mailOutbox} ("to", reply_to, template, locale, subject, text, html, priority, next_attempt_at)
        select r."to", m.reply_to, m.template, m.locale, replace(m.subject, ${p}, r.value),
          replace(m.text, ${p}, r.value), replace(m.html, ${p}, r.value), m.priority,
          ${nextAttemptAt.toISOString()}::timestamptz
        from json_to_recordset(${JSON.stringify(groups)}::json) as m(n integer, reply_to text, template text,
          locale text, subject text, text text, html text, priority smallint)
        join json_to_recordset(${JSON.stringify(recipients)}::json) as r(n integer, "to" text, value text)
          on r.n = m.n`;
    },

    /**
     * Takes the due `pending` message of the highest priority (lowest `priority`), the oldest of
     * them, for one delivery attempt: in one short transaction
     * the row is locked with `FOR UPDATE SKIP LOCKED` (a process never waits for, nor takes, a
     * row another one is claiming), its `attempts` goes up by one and its `next_attempt_at` moves
     * to `leaseUntil`, so the message is no longer due for anyone until the lease runs out. The
     * new `attempts` is the claim's token: `finish` writes only while it still matches.
     */
    async claimNext(now: Date, leaseUntil: Date): Promise<TMailRow | null> {
      return db.transaction(async (tx) => {
        const [due] = await tx
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
          .orderBy(asc(mailOutbox.priority), asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!due) return null;
        const [row] = await tx
          .update(mailOutbox)
          .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
          .where(eq(mailOutbox.id, due.id))
          .returning();
        return row ?? null;
      });
    },

    /**
     * Records the end of the attempt claimed with `attempts`. False when the claim was lost (its
     * lease ran out and another attempt took the row), so a late writer never overwrites it.
     */
    async finish(id: number, attempts: number, outcome: TMailOutcome): Promise<boolean> {
      const rows = await db
        .update(mailOutbox)
        .set(outcome)
        .where(
          and(eq(mailOutbox.id, id), eq(mailOutbox.attempts, attempts), eq(mailOutbox.status, 'pending')),
        )
        .returning({ id: mailOutbox.id });
      return rows.length > 0;
    },
  };
}

export type TMailRepo = ReturnType<typeof createMailRepo>;
