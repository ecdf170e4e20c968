/**
 * Reads the hash chains for their check (decision 023): a chain's head, and its rows in id order
 * in batches, each column in the text the canonical content is made of.
 */
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { auditChainHeads, auditLog, claimEvents } from '../../db/schema.js';
import type { TAuditLogLink, TChainTable, TClaimEventLink } from './audit-chain.js';

/** Exact: `extract` answers numeric since PostgreSQL 14. */
const micros = (column: typeof auditLog.createdAt | typeof claimEvents.createdAt) =>
  sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;

export function createAuditChainRepo(db: TDb) {
  return {
    /** The last row the chain's trigger linked, or null when the head row is gone. */
    async head(table: TChainTable): Promise<{ lastId: number; lastHash: string } | null> {
      const [row] = await db
        .select({ lastId: auditChainHeads.lastId, lastHash: auditChainHeads.lastHash })
        .from(auditChainHeads)
        .where(eq(auditChainHeads.tableName, table));
      return row ?? null;
    },

    /** Up to `limit` rows of `audit_log` after `afterId` and not after `upTo`, in id order. */
    auditLogRows(afterId: number, upTo: number, limit: number): Promise<TAuditLogLink[]> {
      return db
        .select({
          id: auditLog.id,
          actorId: auditLog.actorId,
          action: auditLog.action,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
          reason: auditLog.reason,
          details: sql<string>`${auditLog.details}::text`,
          createdAtMicros: micros(auditLog.createdAt),
          prevHash: auditLog.prevHash,
          hash: auditLog.hash,
        })
        .from(auditLog)
        .where(and(gt(auditLog.id, afterId), lte(auditLog.id, upTo)))
        .orderBy(asc(auditLog.id))
        .limit(limit);
    },

    /** Up to `limit` rows of `claim_events` after `afterId` and not after `upTo`, in id order. */
    claimEventRows(afterId: number, upTo: number, limit: number): Promise<TClaimEventLink[]> {
      return db
        .select({
          id: claimEvents.id,
          claimId: claimEvents.claimId,
          action: claimEvents.action,
          fromStatus: claimEvents.fromStatus,
          toStatus: claimEvents.toStatus,
          actorType: claimEvents.actorType,
          actorId: claimEvents.actorId,
          reason: claimEvents.reason,
          createdAtMicros: micros(claimEvents.createdAt),
          prevHash: claimEvents.prevHash,
          hash: claimEvents.hash,
        })
        .from(claimEvents)
        .where(and(gt(claimEvents.id, afterId), lte(claimEvents.id, upTo)))
        .orderBy(asc(claimEvents.id))
        .limit(limit);
    },

    /** The id of the first row after `id`, if any. */
    async firstAfter(table: TChainTable, id: number): Promise<number | null> {
      const t = table === 'audit_log' ? auditLog : claimEvents;
      const [row] = await db.select({ id: t.id }).from(t).where(gt(t.id, id)).orderBy(asc(t.id)).limit(1);
      return row?.id ?? null;
    },
  };
}

export type TAuditChainRepo = ReturnType<typeof createAuditChainRepo>;
