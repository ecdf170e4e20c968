/**
 * "About the exchanger" (docs/decisions/036-about-and-working-hours.md): the legal name, the
 * jurisdiction, the address and the working hours an administrator states in the back office.
 * Nothing is configured by default: until a block is saved, or after a reset, visitors see none and
 * the hours count as open. Read at most once a second by each process; every change is audited
 * in its transaction.
 */
import {
  EMPTY_ABOUT,
  isOpenAt,
  normalizeAbout,
  ZAboutExchanger,
  type TAboutExchanger,
  type TAdminAboutSetting,
} from '@exchanger/core';
import type { TStaff } from '../../lib/staff.js';
import { requireAdmin, settingReader, writeSetting, type TSettingWriterDeps } from './stored-setting.js';

export const ABOUT_SETTING_KEY = 'about';

export interface TAboutSettingsDeps extends TSettingWriterDeps {
  now?: () => number;
}

/** The audit entry's reason: what the block says now, in short. */
function summary(about: TAboutExchanger): string {
  const name = about.legalName.en || about.legalName.ru;
  const where = about.jurisdiction.en || about.jurisdiction.ru;
  const { hours } = about;
  const when = !hours
    ? 'hours not stated'
    : hours.alwaysOpen
      ? 'around the clock'
      : `days ${hours.days.join(',')} ${hours.opens}–${hours.closes} ${hours.timeZone}`;
  return [name, where, when].filter(Boolean).join('; ');
}

export function createAboutSettingsService(deps: TAboutSettingsDeps) {
  const now = deps.now ?? Date.now;
  const saved = settingReader(deps.settings, ABOUT_SETTING_KEY, ZAboutExchanger, now);

  /** The block visitors get now; the empty one while nothing is saved. */
  async function about(): Promise<TAboutExchanger> {
    return (await saved.get())?.value ?? EMPTY_ABOUT;
  }

  async function admin(): Promise<TAdminAboutSetting> {
    const current = await saved.get();
    return {
      ...(current?.value ?? EMPTY_ABOUT),
      source: current ? 'settings' : 'none',
      updatedAt: current ? current.updatedAt.toISOString() : null,
    };
  }

  async function change(staff: TStaff, next: TAboutExchanger | null): Promise<TAdminAboutSetting> {
    requireAdmin(staff);
    const before = await about();
    await writeSetting(deps, staff, ABOUT_SETTING_KEY, next, next ? summary(next) : 'removed', {
      before,
      ...(next ? { after: next } : {}),
    });
    saved.forget();
    return admin();
  }

  return {
    about,
    admin,
    /** Whether the exchanger works at `at` by the stated hours (open when none are stated). */
    async isOpenAt(at: Date): Promise<boolean> {
      return isOpenAt((await about()).hours, at);
    },
    save: (input: TAboutExchanger, staff: TStaff) => change(staff, normalizeAbout(input)),
    reset: (staff: TStaff) => change(staff, null),
  };
}

export type TAboutSettingsService = ReturnType<typeof createAboutSettingsService>;
