/**
 * `PUT /admin/api/settings/{chat|contacts|about}/` saves a setting (administrators); `DELETE` returns it
 * to the configuration. Either answers the setting as visitors get it now.
 */
import type { TLocale } from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_AUDIT_KEY } from '@/lib/admin-keys';
import { apiFetch } from '@/lib/api-client';
import {
  SUPPORT_SETTING_SCHEMA,
  supportSettingPath,
  supportSettingQueryOptions,
  type TInputOf,
  type TSettingOf,
  type TSupportSetting,
} from './get-support-setting';

/** Saves (`input`) or resets (`null`) a setting. */
export async function saveSupportSetting<K extends TSupportSetting>(
  name: K,
  input: TInputOf<K> | null,
  locale: TLocale,
): Promise<TSettingOf<K>> {
  return SUPPORT_SETTING_SCHEMA[name].parse(
    await apiFetch(
      supportSettingPath(name),
      input ? { method: 'PUT', body: input, locale } : { method: 'DELETE', locale },
    ),
  );
}

/** The answer replaces what the page shows; the audit log reloads. */
export function useSaveSupportSetting<K extends TSupportSetting>(name: K, locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInputOf<K> | null) => saveSupportSetting(name, input, locale),
    onSuccess: (setting) => {
      queryClient.setQueryData(supportSettingQueryOptions(name, locale).queryKey, setting);
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
      // The public pages' answer (`GET /api/v1/contacts/`: channels and "About the exchanger").
      void queryClient.invalidateQueries({ queryKey: ['contacts'] });
    },
  });
}
