/**
 * The demo-data warning (docs/decisions/031-demo-banner-and-proof-of-work.md): every page says
 * "do not send real payments" while an active currency still asks to be paid to one of the demo
 * catalogue's requisites, until an administrator replaces them or turns the warning off here.
 * Each process keeps the switch and reads it again in the background once a second old
 * (`kept-setting.ts`); a change is audited in its transaction.
 */
import type { TAdminDemoBanner, TDemoBannerInput } from '@exchanger/core';
import { z } from 'zod';
import type { TDb } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { TStaff } from '../../lib/staff.js';
import type { TAuditWriter } from '../audit/index.js';
import { keptSetting } from './kept-setting.js';
import type { TSettingsRepo } from './settings.repo.js';

export const DEMO_BANNER_SETTING_KEY = 'demo_banner';

const ZStored = z.object({ enabled: z.boolean() });

export interface TDemoBannerDeps {
  db: TDb;
  settings: TSettingsRepo;
  audit: TAuditWriter;
  /** Whether an active currency still carries a demo requisite (the catalogue's snapshot knows). */
  demoRequisites: () => boolean;
  now?: () => number;
}

export function createDemoBannerService(deps: TDemoBannerDeps) {
  const now = deps.now ?? Date.now;
  const stored = keptSetting(
    async () => {
      const parsed = ZStored.safeParse(await deps.settings.get(DEMO_BANNER_SETTING_KEY));
      return parsed.success ? parsed.data.enabled : true;
    },
    { now },
  );
  const enabled = () => stored.get();

  async function state(): Promise<TAdminDemoBanner> {
    const on = await enabled();
    const demoRequisites = deps.demoRequisites();
    return { enabled: on, demoRequisites, shown: on && demoRequisites };
  }

  return {
    /** Whether every page shows the warning now. */
    async shown(): Promise<boolean> {
      return deps.demoRequisites() && (await enabled());
    },
    state,
    /** Turns the warning off or on again (administrators: 403 `admin_only` for the others). */
    async save(input: TDemoBannerInput, staff: TStaff): Promise<TAdminDemoBanner> {
      if (staff.role !== 'admin') throw new AppError('permission_denied', 'admin_only');
      const before = await enabled();
      await deps.db.transaction(async (tx) => {
        await deps.settings.set(DEMO_BANNER_SETTING_KEY, { enabled: input.enabled }, tx);
        await deps.audit.record(
          {
            actorId: staff.id,
            action: `setting.${DEMO_BANNER_SETTING_KEY}`,
            targetType: 'setting',
            targetId: DEMO_BANNER_SETTING_KEY,
            reason: input.enabled ? 'on' : 'off',
            details: { before: { enabled: before }, after: { enabled: input.enabled } },
          },
          tx,
        );
      });
      stored.forget();
      return state();
    },
  };
}

export type TDemoBannerService = ReturnType<typeof createDemoBannerService>;
