/**
 * The second factor's rows: the TOTP columns of `users`, the recovery codes, the time a code was
 * last entered in each session, and the known devices of staff (docs/decisions/022-two-factor.md).
 * Every "use once" is one conditional statement, so of two requests racing with the same code
 * exactly one wins.
 */
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../../db/client.js';
import { knownDevices, recoveryCodes, refreshTokens, sessionOtp, users } from '../../../db/schema.js';

export function createTwoFactorRepo(db: TDb) {
  return {
    async setPending(userId: number, sealedSecret: string): Promise<void> {
      await db
        .update(users)
        .set({ totpPendingSecret: sealedSecret, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    },

    /** Turns the pending secret on (with the step of the code that confirmed it); false if it changed meanwhile. */
    async enable(userId: number, sealedSecret: string, step: number, tx: TDbOrTx): Promise<boolean> {
      const rows = await tx
        .update(users)
        .set({
          totpSecret: sealedSecret,
          totpPendingSecret: null,
          totpEnabledAt: sql`now()`,
          totpLastStep: step,
          updatedAt: sql`now()`,
        })
        .where(
          and(eq(users.id, userId), eq(users.totpPendingSecret, sealedSecret), isNull(users.totpEnabledAt)),
        )
        .returning({ id: users.id });
      return rows.length === 1;
    },

    /** Records `step` as the last accepted one; false when a code of this step or a later one was used. */
    async acceptStep(userId: number, step: number, tx: TDbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    async replaceRecoveryCodes(userId: number, hashes: string[], tx: TDbOrTx): Promise<void> {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      if (hashes.length)
        await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
    },

    /** Marks an unused recovery code used; false when there is none such. */
    async useRecoveryCode(userId: number, codeHash: string, tx: TDbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(recoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length === 1;
    },

    /** The second factor off: secret, pending secret, last step and recovery codes gone. */
    async turnOff(userId: number, tx: TDbOrTx = db): Promise<void> {
      await tx
        .update(users)
        .set({
          totpSecret: null,
          totpPendingSecret: null,
          totpEnabledAt: null,
          totpLastStep: null,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    },

    /** When a code was last entered in the session, or null. */
    async verifiedAt(family: string, userId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: sessionOtp.verifiedAt })
        .from(sessionOtp)
        .where(and(eq(sessionOtp.family, family), eq(sessionOtp.userId, userId)));
      return row?.at ?? null;
    },

    /** A code was entered in the session now. */
    async markVerified(family: string, userId: number, tx: TDbOrTx = db): Promise<void> {
      await tx
        .insert(sessionOtp)
        .values({ family, userId, verifiedAt: sql`now()` })
        .onConflictDoUpdate({ target: sessionOtp.family, set: { verifiedAt: sql`now()` } });
    },

    /** Revokes every session of the user except `family`. */
    async revokeOtherSessions(userId: number, family: string | null, tx: TDbOrTx): Promise<void> {
      const others = family ? ne(refreshTokens.family, family) : undefined;
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), others));
    },

    /** Remembers the device and address; true when the pair was not known before. */
    async knowDevice(userId: number, deviceHash: string, ip: string): Promise<boolean> {
      const inserted = await db
        .insert(knownDevices)
        .values({ userId, deviceHash, ip })
        .onConflictDoNothing()
        .returning({ id: knownDevices.id });
      if (inserted.length) return true;
      await db
        .update(knownDevices)
        .set({ lastSeenAt: sql`now()` })
        .where(
          and(
            eq(knownDevices.userId, userId),
            eq(knownDevices.deviceHash, deviceHash),
            eq(knownDevices.ip, ip),
          ),
        );
      return false;
    },
  };
}

export type TTwoFactorRepo = ReturnType<typeof createTwoFactorRepo>;
