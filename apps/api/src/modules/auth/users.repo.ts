import { and, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { claims, refreshTokens, users, userTokens } from '../../db/schema.js';

export type TUserRow = typeof users.$inferSelect;
export type TRefreshRow = typeof refreshTokens.$inferSelect;
export type TClaimRow = typeof claims.$inferSelect;

export function createUsersRepo(db: TDb) {
  return {
    async findByEmail(email: string, tx: TDbOrTx = db): Promise<TUserRow | null> {
      const [row] = await tx.select().from(users).where(eq(users.email, email));
      return row ?? null;
    },

    async findById(id: number, tx: TDbOrTx = db): Promise<TUserRow | null> {
      const [row] = await tx.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    async findByReferralCode(code: string): Promise<TUserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.referralCode, code));
      return row ?? null;
    },

    /** Inserts the user; null when the e-mail (or, rarely, the generated referral code) is taken. */
    async insert(user: typeof users.$inferInsert, tx: TDbOrTx = db): Promise<TUserRow | null> {
      const [row] = await tx.insert(users).values(user).onConflictDoNothing().returning();
      return row ?? null;
    },

    async update(
      id: number,
      set: Partial<Pick<TUserRow, 'passwordHash' | 'activatedAt' | 'locale' | 'notifyEmail'>>,
      tx: TDbOrTx = db,
    ): Promise<TUserRow | null> {
      const [row] = await tx
        .update(users)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },

    async addToken(
      userId: number,
      kind: 'activate' | 'restore',
      tokenHash: string,
      expiresAt: Date,
      tx: TDbOrTx = db,
    ): Promise<void> {
      await tx.insert(userTokens).values({ userId, kind, tokenHash, expiresAt });
    },

    /** Marks a valid, unused, unexpired token used and answers its user id; null otherwise. */
    async useToken(
      kind: 'activate' | 'restore',
      tokenHash: string,
      tx: TDbOrTx = db,
    ): Promise<number | null> {
      const [row] = await tx
        .update(userTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(userTokens.tokenHash, tokenHash),
            eq(userTokens.kind, kind),
            isNull(userTokens.usedAt),
            gt(userTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: userTokens.userId });
      return row?.userId ?? null;
    },

    /** Other links of that kind stop working once one was used. */
    async expireTokens(userId: number, kind: 'activate' | 'restore', tx: TDbOrTx = db): Promise<void> {
      await tx
        .update(userTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt)));
    },

    async addRefresh(row: typeof refreshTokens.$inferInsert, tx: TDbOrTx = db): Promise<void> {
      await tx.insert(refreshTokens).values(row);
    },

    async lockRefresh(tokenHash: string, tx: TDbOrTx): Promise<TRefreshRow | null> {
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .for('update');
      return row ?? null;
    },

    async markRotated(id: number, tx: TDbOrTx): Promise<void> {
      await tx
        .update(refreshTokens)
        .set({ rotatedAt: sql`now()` })
        .where(eq(refreshTokens.id, id));
    },

    /**
     * Other tokens of the family rotated since `token` was (a token older than those is stale).
     * Compared in the database: JS dates drop the microseconds PostgreSQL keeps.
     */
    async rotatedSince(token: TRefreshRow, tx: TDbOrTx): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.family, token.family),
            ne(refreshTokens.id, token.id),
            gt(
              refreshTokens.rotatedAt,
              sql`(select r.rotated_at from refresh_tokens r where r.id = ${token.id})`,
            ),
          ),
        );
      return row?.n ?? 0;
    },

    async revokeFamily(family: string, tx: TDbOrTx = db): Promise<void> {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
    },

    /** Revokes every session of the user, but for the family `except` when one is given. */
    async revokeAllOf(userId: number, tx: TDbOrTx = db, except: string | null = null): Promise<void> {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            except === null ? undefined : ne(refreshTokens.family, except),
          ),
        );
    },

    async claimsOf(
      userId: number,
      page: { page: number; size: number; status?: string | undefined },
    ): Promise<{ count: number; rows: TClaimRow[] }> {
      const where = page.status
        ? and(eq(claims.userId, userId), eq(claims.status, page.status))
        : eq(claims.userId, userId);
      const [total] = await db.select({ n: count() }).from(claims).where(where);
      const rows = await db
        .select()
        .from(claims)
        .where(where)
        .orderBy(desc(claims.createdAt), desc(claims.id))
        .limit(page.size)
        .offset((page.page - 1) * page.size);
      return { count: total?.n ?? 0, rows };
    },

    /** Inserts the user; unlike `insert`, a taken e-mail (or referral code) fails with the database's error. */
    async insertOrFail(user: typeof users.$inferInsert, tx: TDbOrTx = db): Promise<void> {
      await tx.insert(users).values(user);
    },

    /**
     * Makes the user an active, unblocked administrator with this password (the first
     * administrator of the configuration); an earlier activation keeps its date.
     */
    async makeAdmin(id: number, passwordHash: string, tx: TDbOrTx = db): Promise<void> {
      await tx
        .update(users)
        .set({
          passwordHash,
          role: 'admin',
          blockedAt: null,
          activatedAt: sql`coalesce(${users.activatedAt}, now())`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id));
    },
  };
}

export type TUsersRepo = ReturnType<typeof createUsersRepo>;
