/** The card photos of claims (`claim_documents`): the rows only; the files live under DATA_DIR. */
import { asc, count, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { claimDocuments, claims } from '../../db/schema.js';

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

    /**
     * Inserts the document if `admit` lets it, atomically: the claim's row is locked first (as a
     * status change locks it), so its status and its count of documents cannot move until the
     * insert commits; concurrent uploads to one claim go one at a time (docs/decisions/030).
     * `admit` sees the claim (null: none) and its count, and throws to refuse.
     */
    async insertIfAdmitted(
      document: TNewClaimDocument,
      admit: (claim: { status: string; verificationRequired: boolean } | null, documents: number) => void,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const [claim] = await tx
          .select({ status: claims.status, verificationRequired: claims.verificationRequired })
          .from(claims)
          .where(eq(claims.id, document.claimId))
          .for('update');
        const [existing] = await tx
          .select({ n: count() })
          .from(claimDocuments)
          .where(eq(claimDocuments.claimId, document.claimId));
        admit(claim ?? null, existing?.n ?? 0);
        await tx.insert(claimDocuments).values(document);
      });
    },
  };
}

export type TVerificationRepo = ReturnType<typeof createVerificationRepo>;
