/**
 * Technical works (maintenance) banner: operators switch it on with a message in both languages;
 * visitors see it on every page and, from the exchange issue on, cannot create claims meanwhile.
 * The same answer says whether the demo-data warning is shown (demo-banner.service.ts).
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

/** Read at most this often: every claim creation asks, and a second's lag is harmless. */
const CACHE_MS = 1_000;

export function createTechService(deps: {
  settings: TSettingsRepo;
  /** Whether the demo-data warning is shown now; without it, never. */
  demo?: () => Promise<boolean>;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  let cached: { value: TTechSetting; at: number } | null = null;
  async function readSetting(): Promise<TTechSetting> {
    if (cached && now() - cached.at < CACHE_MS) return cached.value;
    const parsed = ZTechSetting.safeParse(await deps.settings.get(TECH_SETTING_KEY));
    cached = { value: parsed.success ? parsed.data : OFF, at: now() };
    return cached.value;
  }
  return {
    async getTech(locale: TLocale): Promise<TTech> {
      const setting = await readSetting();
      return {
        maintenance: setting.maintenance,
        message: setting.maintenance ? setting.message[locale] : '',
        demo: deps.demo ? await deps.demo() : false,
      };
    },
    async setTech(setting: TTechSetting): Promise<void> {
      await deps.settings.set(TECH_SETTING_KEY, ZTechSetting.parse(setting));
      cached = null;
    },
  };
}

export type TTechService = ReturnType<typeof createTechService>;
