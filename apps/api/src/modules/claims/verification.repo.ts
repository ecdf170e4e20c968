/** The card photos of claims (`claim_documents`): the rows only; the files live under DATA_DIR. */
import { asc, count, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { claimDocuments } from '../../db/schema.js';

export type TNewClaimDocument = typeof claimDocuments.$inferInsert;

export function createVerificationRepo(db: TDb) {
  return {
    /** A claim's documents, oldest first. */
    async documentsOf(claimId: string): Promise<{ id: string; createdAt: Date; size: number }[]> {
      return db
        .select({ id: claimDocuments.id, createdAt: claimDocuments.createdAt, size: claimDocuments.size })
        .from(claimDocuments)
        .where(eq(claimDocuments.claimId, claimId))
        .orderBy(asc(claimDocuments.createdAt));
    },

    async countOf(claimId: string): Promise<number> {
      const [existing] = await db
        .select({ n: count() })
        .from(claimDocuments)
        .where(eq(claimDocuments.claimId, claimId));
      return existing?.n ?? 0;
    },

    async insert(document: TNewClaimDocument): Promise<void> {
      await db.insert(claimDocuments).values(document);
    },
  };
}

export type TVerificationRepo = ReturnType<typeof createVerificationRepo>;
