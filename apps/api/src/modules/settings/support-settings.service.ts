/**
 * The support channels `/contacts` shows and the live-chat widget every page loads (issue "Public
 * pages"): an administrator saves them in the back office; until then, or after a reset, the
 * configuration applies (`SUPPORT_*`, `CHAT_WIDGET_*`). Each process reads them at most once a
 * second, so a change reaches the visitors of every process within a second, without a restart.
 * Every change is audited in its transaction.
 */
import type {
  TAdminChatSetting,
  TAdminContactsSetting,
  TContactChannels,
  TRuntimeConfig,
  ZChatSettingInput,
  ZContactsSettingInput,
} from '@exchanger/core';
import { z } from 'zod';
import type { TConfig } from '../../config/config.js';
import type { TDb } from '../../db/client.js';
import type { TStaff } from '../../lib/staff.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuditWriter } from '../audit/index.js';
import type { TSettingsRepo } from './settings.repo.js';
import { requireAdmin, settingReader, writeSetting } from './stored-setting.js';

export const CHAT_SETTING_KEY = 'chat';
export const CONTACTS_SETTING_KEY = 'contacts';

const ZChatStored = z.object({ enabled: z.boolean(), src: z.string(), id: z.string() });
type TChatStored = z.infer<typeof ZChatStored>;
const ZContactsStored = z.object({
  email: z.string().nullable(),
  telegram: z.string().nullable(),
  phone: z.string().nullable(),
});

export interface TSupportSettingsDeps {
  db: TDb;
  settings: TSettingsRepo;
  audit: TAuditWriter;
  config: Pick<TConfig, 'chat' | 'support' | 'publicUrl'>;
  now?: () => number;
}

const orNull = (value: string) => value || null;

export function createSupportSettingsService(deps: TSupportSettingsDeps) {
  const { config, settings } = deps;
  const now = deps.now ?? Date.now;
  /** A widget over http would be blocked on an https site (mixed content): https only there. */
  const httpsOnly = config.publicUrl.startsWith('https://');

  const chatSaved = settingReader(settings, CHAT_SETTING_KEY, ZChatStored, now);
  const contactsSaved = settingReader(settings, CONTACTS_SETTING_KEY, ZContactsStored, now);
  const change = (
    staff: TStaff,
    key: string,
    next: unknown,
    reason: string,
    details: Record<string, unknown>,
  ) => writeSetting(deps, staff, key, next, reason, details);

  async function adminChat(): Promise<TAdminChatSetting> {
    const saved = await chatSaved.get();
    const current: TChatStored = saved?.value ?? {
      enabled: config.chat !== null,
      src: config.chat?.src ?? '',
      id: config.chat?.id ?? '',
    };
    return {
      ...current,
      source: saved ? 'settings' : 'config',
      updatedAt: saved ? saved.updatedAt.toISOString() : null,
      config: config.chat,
      httpsOnly,
    };
  }

  async function channels(): Promise<TContactChannels> {
    return (await contactsSaved.get())?.value ?? config.support;
  }

  async function adminContacts(): Promise<TAdminContactsSetting> {
    const saved = await contactsSaved.get();
    return {
      ...(saved?.value ?? config.support),
      source: saved ? 'settings' : 'config',
      updatedAt: saved ? saved.updatedAt.toISOString() : null,
      config: config.support,
    };
  }

  /** The widget the SPA's pages load now; null: none. */
  async function chat(): Promise<TRuntimeConfig['chat']> {
    const saved = await chatSaved.get();
    if (!saved) return config.chat;
    return saved.value.enabled ? { src: saved.value.src, id: saved.value.id } : null;
  }

  return {
    chat,
    /** The channels `/contacts` shows; the e-mail also receives the contact form's messages. */
    channels,
    adminChat,
    adminContacts,

    async saveChat(input: z.output<typeof ZChatSettingInput>, staff: TStaff): Promise<TAdminChatSetting> {
      requireAdmin(staff);
      if (input.enabled && httpsOnly && !input.src.startsWith('https://'))
        throw new AppError('validation_error', 'validation_error', { fields: { src: ['chat_src_https'] } });
      const before = await adminChat();
      const next: TChatStored = { enabled: input.enabled, src: input.src, id: input.id };
      await change(staff, CHAT_SETTING_KEY, next, input.enabled ? `on: ${input.src} (${input.id})` : 'off', {
        before: { enabled: before.enabled, src: before.src, id: before.id, source: before.source },
        after: next,
      });
      chatSaved.forget();
      return adminChat();
    },

    async resetChat(staff: TStaff): Promise<TAdminChatSetting> {
      requireAdmin(staff);
      const before = await adminChat();
      await change(staff, CHAT_SETTING_KEY, null, 'the configuration applies', {
        before: { enabled: before.enabled, src: before.src, id: before.id, source: before.source },
      });
      chatSaved.forget();
      return adminChat();
    },

    async saveContacts(
      input: z.output<typeof ZContactsSettingInput>,
      staff: TStaff,
    ): Promise<TAdminContactsSetting> {
      requireAdmin(staff);
      const before = await channels();
      const next: TContactChannels = {
        email: orNull(input.email),
        telegram: orNull(input.telegram),
        phone: orNull(input.phone),
      };
      const summary = [next.email, next.telegram && `@${next.telegram}`, next.phone].filter(Boolean);
      await change(staff, CONTACTS_SETTING_KEY, next, summary.join(', ') || 'none', {
        before,
        after: next,
      });
      contactsSaved.forget();
      return adminContacts();
    },

    async resetContacts(staff: TStaff): Promise<TAdminContactsSetting> {
      requireAdmin(staff);
      const before = await channels();
      await change(staff, CONTACTS_SETTING_KEY, null, 'the configuration applies', { before });
      contactsSaved.forget();
      return adminContacts();
    },
  };
}

export type TSupportSettingsService = ReturnType<typeof createSupportSettingsService>;
