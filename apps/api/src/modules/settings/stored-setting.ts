/**
 * What the back office's settings share: a saved value kept by each process and read again in the
 * background once a second old (`kept-setting.ts`; a value that no longer parses counts as not
 * saved), and a change written with its audit entry in one transaction.
 */
import type { z } from 'zod';
import type { TDb } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { TStaff } from '../../lib/staff.js';
import type { TAuditWriter } from '../audit/index.js';
import { keptSetting, type TKeptSetting } from './kept-setting.js';
import type { TSettingsRepo } from './settings.repo.js';

export interface TSaved<T> {
  value: T;
  updatedAt: Date;
}

/** A saved setting that still parses, cached; anything else counts as not saved. */
export function settingReader<T>(
  settings: TSettingsRepo,
  key: string,
  schema: z.ZodType<T>,
  now: () => number,
): TKeptSetting<TSaved<T> | null> {
  return keptSetting(
    async () => {
      const row = await settings.read(key);
      const parsed = row ? schema.safeParse(row.value) : null;
      return row && parsed?.success ? { value: parsed.data, updatedAt: row.updatedAt } : null;
    },
    { now },
  );
}

/** Settings are changed by administrators alone (403 `admin_only` for the others). */
export function requireAdmin(staff: TStaff): void {
  if (staff.role !== 'admin') throw new AppError('permission_denied', 'admin_only');
}

export interface TSettingWriterDeps {
  db: TDb;
  settings: TSettingsRepo;
  audit: TAuditWriter;
}

/** Writes (`next`) or removes (`null`) a setting with its audit entry in one transaction. */
export async function writeSetting(
  deps: TSettingWriterDeps,
  staff: TStaff,
  key: string,
  next: unknown,
  reason: string,
  details: Record<string, unknown>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (next === null) await deps.settings.remove(key, tx);
    else await deps.settings.set(key, next, tx);
    await deps.audit.record(
      {
        actorId: staff.id,
        action: next === null ? `setting.${key}.reset` : `setting.${key}`,
        targetType: 'setting',
        targetId: key,
        reason,
        details,
      },
      tx,
    );
  });
}
