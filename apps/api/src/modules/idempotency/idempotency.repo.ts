/**
 * The stored answers of `Idempotency-Key` requests (docs/decisions/028). The primary key (scope,
 * key) is the lock: of two requests with one key, one inserts the row and the other finds it.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema.js';

/** How long an answer is kept and replayed. */
export const IDEMPOTENCY_TTL_SECONDS = 86_400;

export interface TStoredKey {
  requestHash: string;
  /** Null while the first request runs. */
  status: number | null;
  body: string | null;
}

export function createIdempotencyRepo(db: TDb) {
  const ttl = sql`${`${IDEMPOTENCY_TTL_SECONDS} seconds`}::interval`;
  return {
    /**
     * Takes the key for a new request: inserts its row, or takes over a row older than the time
     * to live that housekeeping has not pruned yet. True when taken; false when the key is held.
     */
    async take(scope: string, key: string, requestHash: string): Promise<boolean> {
      const rows = await db
        .insert(idempotencyKeys)
        .values({ scope, key, requestHash })
        .onConflictDoUpdate({
          target: [idempotencyKeys.scope, idempotencyKeys.key],
          set: { requestHash, status: null, body: null, createdAt: sql`now()` },
          setWhere: sql`${idempotencyKeys.createdAt} < now() - ${ttl}`,
        })
        .returning({ scope: idempotencyKeys.scope });
      return rows.length > 0;
    },

    /** The key's row, if it is still within its time to live. */
    async find(scope: string, key: string): Promise<TStoredKey | null> {
      const [row] = await db
        .select({
          requestHash: idempotencyKeys.requestHash,
          status: idempotencyKeys.status,
          body: idempotencyKeys.body,
        })
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.scope, scope),
            eq(idempotencyKeys.key, key),
            sql`${idempotencyKeys.createdAt} >= now() - ${ttl}`,
          ),
        );
      return row ?? null;
    },

    /** Keeps the answer the first request sent. */
    async complete(scope: string, key: string, status: number, body: string): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ status, body })
        .where(
          and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.status)),
        );
    },

    /** Gives the key back after a refusal, so a retry runs again. */
    async release(scope: string, key: string): Promise<void> {
      await db
        .delete(idempotencyKeys)
        .where(
          and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.status)),
        );
    },

    /** Forgets answers past their time to live (housekeeping); the number of rows removed. */
    async prune(): Promise<number> {
      const rows = await db
        .delete(idempotencyKeys)
        .where(sql`${idempotencyKeys.createdAt} < now() - ${ttl}`)
        .returning({ scope: idempotencyKeys.scope });
      return rows.length;
    },
  };
}

export type TIdempotencyRepo = ReturnType<typeof createIdempotencyRepo>;
