/**
 * Queries of the contact form's messages: storing one, the operators' list and page of one, and
 * a status change that only happens when the status is still the one the operator saw.
 */
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { claims, contactMessages } from '../../db/schema.js';
import { likePattern } from '../../db/like-pattern.js';

export type TContactMessageRow = typeof contactMessages.$inferSelect;
export type TNewContactMessage = Omit<
  typeof contactMessages.$inferInsert,
  'id' | 'status' | 'createdAt' | 'updatedAt'
>;
export type TMessageStatus = TContactMessageRow['status'];

const UUID_PREFIX = /^[0-9a-f-]{1,36}$/i;

export interface TMessageFilter {
  page: number;
  size: number;
  status?: TMessageStatus | undefined;
  q?: string | undefined;
}

function conditions(f: TMessageFilter): SQL[] {
  const where: SQL[] = [];
  if (f.status) where.push(eq(contactMessages.status, f.status));
  const q = f.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    const anyOf: SQL[] = [
      ilike(contactMessages.reference, pattern),
      ilike(contactMessages.email, pattern),
      ilike(contactMessages.name, pattern),
      ilike(contactMessages.subject, pattern),
      ilike(contactMessages.message, pattern),
    ];
    if (UUID_PREFIX.test(q)) anyOf.push(sql`${contactMessages.claimId}::text like ${`${q.toLowerCase()}%`}`);
    const match = or(...anyOf);
    if (match) where.push(match);
  }
  return where;
}

export function createContactsRepo(db: TDb) {
  return {
    /** Stores a message under `reference`; null when the reference is taken (draw another). */
    async insert(message: TNewContactMessage, tx: TDbOrTx = db): Promise<TContactMessageRow | null> {
      const [row] = await tx
        .insert(contactMessages)
        .values(message)
        .onConflictDoNothing({ target: contactMessages.reference })
        .returning();
      return row ?? null;
    },

    async page(f: TMessageFilter): Promise<{ count: number; rows: TContactMessageRow[] }> {
      const where = and(...conditions(f));
      const [total] = await db.select({ n: count() }).from(contactMessages).where(where);
      const rows = await db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.id))
        .limit(f.size)
        .offset((f.page - 1) * f.size);
      return { count: total?.n ?? 0, rows };
    },

    /** Messages nobody has answered yet. */
    async newCount(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(contactMessages)
        .where(eq(contactMessages.status, 'new'));
      return row?.n ?? 0;
    },

    /** A message with its linked claim's status and e-mail (null when it names none). */
    async byId(
      id: number,
    ): Promise<(TContactMessageRow & { claim: { status: string; email: string } | null }) | null> {
      const [row] = await db
        .select({ message: contactMessages, claimStatus: claims.status, claimEmail: claims.email })
        .from(contactMessages)
        .leftJoin(claims, eq(claims.id, contactMessages.claimId))
        .where(eq(contactMessages.id, id));
      if (!row) return null;
      const claim =
        row.claimStatus !== null && row.claimEmail !== null
          ? { status: row.claimStatus, email: row.claimEmail }
          : null;
      return { ...row.message, claim };
    },

    async claimExists(claimId: string): Promise<boolean> {
      const [row] = await db.select({ id: claims.id }).from(claims).where(eq(claims.id, claimId));
      return row !== undefined;
    },

    /** Moves a message from `from` to `to`; false when its status is not `from` any more. */
    async setStatus(tx: TDbOrTx, id: number, from: TMessageStatus, to: TMessageStatus): Promise<boolean> {
      const rows = await tx
        .update(contactMessages)
        .set({ status: to, updatedAt: sql`now()` })
        .where(and(eq(contactMessages.id, id), eq(contactMessages.status, from)))
        .returning({ id: contactMessages.id });
      return rows.length > 0;
    },
  };
}

export type TContactsRepo = ReturnType<typeof createContactsRepo>;
