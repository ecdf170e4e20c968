import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.js';
import { siteSettings } from '../../db/schema.js';

/** Key → JSON settings edited by operators. Values are validated by their readers. */
export function createSettingsRepo(db: TDbOrTx) {
  return {
    async get(key: string, tx: TDbOrTx = db): Promise<unknown> {
      const rows = await tx
        .select({ value: siteSettings.value })
        .from(siteSettings)
        .where(eq(siteSettings.key, key));
      return rows[0]?.value;
    },
    /** The value with the time it was last saved; null when nothing is saved under `key`. */
    async read(key: string, tx: TDbOrTx = db): Promise<{ value: unknown; updatedAt: Date } | null> {
      const rows = await tx
        .select({ value: siteSettings.value, updatedAt: siteSettings.updatedAt })
        .from(siteSettings)
        .where(eq(siteSettings.key, key));
      return rows[0] ?? null;
    },
    async remove(key: string, tx: TDbOrTx = db): Promise<void> {
      await tx.delete(siteSettings).where(eq(siteSettings.key, key));
    },
    async set(key: string, value: unknown, tx: TDbOrTx = db): Promise<void> {
      await tx
        .insert(siteSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } });
    },
    /** Saves `value` under `key` unless something is saved there already (which is kept). */
    async insertIfMissing(key: string, value: unknown, tx: TDbOrTx = db): Promise<void> {
      await tx.insert(siteSettings).values({ key, value }).onConflictDoNothing();
    },
  };
}

export type TSettingsRepo = ReturnType<typeof createSettingsRepo>;
