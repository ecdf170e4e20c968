/**
 * `/admin/api/settings/chat/` and `/admin/api/settings/contacts/`: the live-chat widget and the
 * support channels. GET answers what visitors get now (saved here, or the configuration); PUT
 * saves (administrators); DELETE returns to the configuration. Both endpoints work alike, so one
 * pair of hooks serves each.
 */
import {
  ZAdminChatSetting,
  ZAdminContactsSetting,
  type TAdminChatSetting,
  type TAdminContactsSetting,
  type TChatSettingInput,
  type TContactsSettingInput,
  type TLocale,
} from '@exchanger/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

interface TSettings {
  chat: { setting: TAdminChatSetting; input: TChatSettingInput };
  contacts: { setting: TAdminContactsSetting; input: TContactsSettingInput };
}
export type TSupportSetting = keyof TSettings;
export type TSettingOf<K extends TSupportSetting> = TSettings[K]['setting'];
export type TInputOf<K extends TSupportSetting> = TSettings[K]['input'];

const SCHEMA = { chat: ZAdminChatSetting, contacts: ZAdminContactsSetting };

const pathOf = (name: TSupportSetting) => `/admin/api/settings/${name}/`;

export async function getSupportSetting<K extends TSupportSetting>(
  name: K,
  locale: TLocale,
): Promise<TSettingOf<K>> {
  return SCHEMA[name].parse(await apiFetch(pathOf(name), { locale }));
}

export function supportSettingQueryOptions<K extends TSupportSetting>(name: K, locale: TLocale) {
  return queryOptions({
    queryKey: [...adminKeys.supportSettings(), name, locale] as const,
    queryFn: () => getSupportSetting(name, locale),
  });
}

export function useSupportSetting<K extends TSupportSetting>(name: K, locale: TLocale) {
  return useQuery(supportSettingQueryOptions(name, locale));
}

/** Saves (`input`) or resets (`null`) a setting; the answer replaces what the page shows. */
export function useSaveSupportSetting<K extends TSupportSetting>(name: K, locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInputOf<K> | null) =>
      SCHEMA[name].parse(
        await apiFetch(
          pathOf(name),
          input ? { method: 'PUT', body: input, locale } : { method: 'DELETE', locale },
        ),
      ) as TSettingOf<K>,
    onSuccess: (setting) => {
      queryClient.setQueryData(supportSettingQueryOptions(name, locale).queryKey, setting);
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}
