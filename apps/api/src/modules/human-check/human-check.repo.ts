import { lt, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.js';
import { humanCheckUses } from '../../db/schema.js';

/** The proof-of-work challenges already spent, counted in the database so every process agrees. */
export function createHumanCheckRepo(db: TDbOrTx) {
  return {
    async isSpent(signature: string): Promise<boolean> {
      const rows = await db
        .select({ one: sql<number>`1` })
        .from(humanCheckUses)
        .where(sql`${humanCheckUses.signature} = ${signature}`);
      return rows.length > 0;
    },
    /** Records the challenge as spent; false when it already was (the primary key refuses it). */
    async spend(signature: string, expiresAt: Date): Promise<boolean> {
      const rows = await db
        .insert(humanCheckUses)
        .values({ signature, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: humanCheckUses.signature });
      return rows.length > 0;
    },
    /** Forgets the challenges past their expiry: they are refused as expired anyway. */
    async prune(now: Date): Promise<void> {
      await db.delete(humanCheckUses).where(lt(humanCheckUses.expiresAt, now));
    },
  };
}

export type THumanCheckRepo = ReturnType<typeof createHumanCheckRepo>;
