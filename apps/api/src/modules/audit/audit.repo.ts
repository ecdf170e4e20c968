/**
 * The audit log of staff actions: who did what to which record, and why. A change and its entry
 * are written in the same transaction (the writer takes the caller's), so neither exists without
 * the other.
 */
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { insertStatement } from '../../db/bulk-insert.js';
import { likePattern } from '../../db/like-pattern.js';
import { auditLog, users } from '../../db/schema.js';

export type TAuditRow = typeof auditLog.$inferSelect;
/** What a writer gives; the trigger sets the chain's `prevHash` and `hash`. */
export type TAuditEntry = Omit<typeof auditLog.$inferInsert, 'id' | 'createdAt' | 'prevHash' | 'hash'>;
export type TAuditTarget = TAuditRow['targetType'];

export interface TAuditFilter {
  page: number;
  size: number;
  /** Part of the actor's e-mail. */
  actor?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
}

export function createAuditRepo(db: TDb) {
  return {
    /** Appends one entry, in `tx` when the audited change runs in one. */
    async record(entry: TAuditEntry, tx: TDbOrTx = db): Promise<void> {
      await tx.insert(auditLog).values(entry);
    },

    /** Appends many entries in one statement (a file of changes), chained in the order given. */
    async recordMany(entries: readonly TAuditEntry[], tx: TDbOrTx = db): Promise<void> {
      if (entries.length > 0) await tx.execute(insertStatement(tx, auditLog, entries));
    },

    /** A page of entries, newest first, with the actor's e-mail. */
    async page(f: TAuditFilter): Promise<{ count: number; rows: (TAuditRow & { actor: string })[] }> {
      const where: SQL[] = [];
      if (f.actor) where.push(ilike(users.email, likePattern(f.actor.toLowerCase())));
      if (f.action) where.push(eq(auditLog.action, f.action));
      if (f.targetType) where.push(eq(auditLog.targetType, f.targetType as TAuditTarget));
      if (f.targetId) where.push(eq(auditLog.targetId, f.targetId));
      const condition = and(...where);
      const [total] = await db
        .select({ n: count() })
        .from(auditLog)
        .innerJoin(users, eq(users.id, auditLog.actorId))
        .where(condition);
      const rows = await db
        .select({ entry: auditLog, actor: users.email })
        .from(auditLog)
        .innerJoin(users, eq(users.id, auditLog.actorId))
        .where(condition)
        .orderBy(desc(auditLog.id))
        .limit(f.size)
        .offset((f.page - 1) * f.size);
      return { count: total?.n ?? 0, rows: rows.map((r) => ({ ...r.entry, actor: r.actor })) };
    },
  };
}

export type TAuditRepo = ReturnType<typeof createAuditRepo>;
/** What a use case that audits its change needs: the writer only. */
export type TAuditWriter = Pick<TAuditRepo, 'record'>;
