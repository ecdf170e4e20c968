/**
 * Technical works (maintenance) banner: operators switch it on with a message in both languages;
 * visitors see it on every page and, from the exchange issue on, cannot create claims meanwhile.
 */
import type { TLocale, TTech } from '@exchanger/core';
import { z } from 'zod';
import type { TSettingsRepo } from './settings.repo.js';

export const TECH_SETTING_KEY = 'tech';

export const ZTechSetting = z.object({
  maintenance: z.boolean(),
  message: z.object({ ru: z.string(), en: z.string() }),
});
export type TTechSetting = z.infer<typeof ZTechSetting>;

const OFF: TTechSetting = { maintenance: false, message: { ru: '', en: '' } };

export function createTechService(deps: { settings: TSettingsRepo }) {
  async function readSetting(): Promise<TTechSetting> {
    const parsed = ZTechSetting.safeParse(await deps.settings.get(TECH_SETTING_KEY));
    return parsed.success ? parsed.data : OFF;
  }
  return {
    async getTech(locale: TLocale): Promise<TTech> {
      const setting = await readSetting();
      return {
        maintenance: setting.maintenance,
        message: setting.maintenance ? setting.message[locale] : '',
      };
    },
    async setTech(setting: TTechSetting): Promise<void> {
      await deps.settings.set(TECH_SETTING_KEY, ZTechSetting.parse(setting));
    },
  };
}

export type TTechService = ReturnType<typeof createTechService>;
