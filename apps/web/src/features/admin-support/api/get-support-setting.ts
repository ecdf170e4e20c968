/**
 * `GET /admin/api/settings/{chat|contacts|about}/`: the live-chat widget, the support channels and
 * "About the exchanger" as visitors get them now (saved here, or the configuration; the last has
 * none). The endpoints work alike, so one query serves each.
 */
import {
  ZAdminAboutSetting,
  ZAdminChatSetting,
  ZAdminContactsSetting,
  type TAboutExchangerInput,
  type TAdminAboutSetting,
  type TAdminChatSetting,
  type TAdminContactsSetting,
  type TChatSettingInput,
  type TContactsSettingInput,
  type TLocale,
} from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { supportKeys } from './keys';

interface TSettings {
  chat: { setting: TAdminChatSetting; input: TChatSettingInput };
  contacts: { setting: TAdminContactsSetting; input: TContactsSettingInput };
  about: { setting: TAdminAboutSetting; input: TAboutExchangerInput };
}
export type TSupportSetting = keyof TSettings;
export type TSettingOf<K extends TSupportSetting> = TSettings[K]['setting'];
export type TInputOf<K extends TSupportSetting> = TSettings[K]['input'];

/** How each setting's answer is read. */
export const SUPPORT_SETTING_SCHEMA = {
  chat: ZAdminChatSetting,
  contacts: ZAdminContactsSetting,
  about: ZAdminAboutSetting,
};

export const supportSettingPath = (name: TSupportSetting) => `/admin/api/settings/${name}/`;

export async function getSupportSetting<K extends TSupportSetting>(
  name: K,
  locale: TLocale,
): Promise<TSettingOf<K>> {
  return SUPPORT_SETTING_SCHEMA[name].parse(await apiFetch(supportSettingPath(name), { locale }));
}

export function supportSettingQueryOptions<K extends TSupportSetting>(name: K, locale: TLocale) {
  return queryOptions({
    queryKey: [...supportKeys.supportSettings(), name, locale] as const,
    queryFn: () => getSupportSetting(name, locale),
  });
}

export function useSupportSetting<K extends TSupportSetting>(name: K, locale: TLocale) {
  return useQuery(supportSettingQueryOptions(name, locale));
}
