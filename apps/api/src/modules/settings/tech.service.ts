/**
 * Technical works (maintenance) banner: operators switch it on with a message in both languages;
 * visitors see it on every page and, from the exchange issue on, cannot create claims meanwhile.
 * The same answer says whether the demo-data warning is shown (demo-banner.service.ts).
 */
import type { TLocale, TTech } from '@exchanger/core';
import { z } from 'zod';
import { keptSetting } from './kept-setting.js';
import type { TSettingsRepo } from './settings.repo.js';

export const TECH_SETTING_KEY = 'tech';

export const ZTechSetting = z.object({
  maintenance: z.boolean(),
  message: z.object({ ru: z.string(), en: z.string() }),
});
export type TTechSetting = z.infer<typeof ZTechSetting>;

const OFF: TTechSetting = { maintenance: false, message: { ru: '', en: '' } };

export function createTechService(deps: {
  settings: TSettingsRepo;
  /** Whether the demo-data warning is shown now; without it, never. */
  demo?: () => Promise<boolean>;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const setting = keptSetting(
    async () => {
      const parsed = ZTechSetting.safeParse(await deps.settings.get(TECH_SETTING_KEY));
      return parsed.success ? parsed.data : OFF;
    },
    { now },
  );
  const readSetting = () => setting.get();
  return {
    async getTech(locale: TLocale): Promise<TTech> {
      const setting = await readSetting();
      return {
        maintenance: setting.maintenance,
        message: setting.maintenance ? setting.message[locale] : '',
        demo: deps.demo ? await deps.demo() : false,
      };
    },
    async setTech(next: TTechSetting): Promise<void> {
      await deps.settings.set(TECH_SETTING_KEY, ZTechSetting.parse(next));
      setting.forget();
    },
  };
}

export type TTechService = ReturnType<typeof createTechService>;
