import { ZAdminContest, type TAdminContest, type TAdminContestUpdate, type TLocale } from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_AUDIT_KEY } from '@/lib/admin-keys';
import { apiFetch } from '@/lib/api-client';
import { contestSettingQueryOptions } from './get-contest-setting';

/** `PUT /admin/api/settings/contest/` (admins): the whole contest with a reason; answers it as saved. */
export async function saveContestSetting(body: TAdminContestUpdate, locale: TLocale): Promise<TAdminContest> {
  return ZAdminContest.parse(await apiFetch('/admin/api/settings/contest/', { method: 'PUT', body, locale }));
}

/** The answer replaces what the editor shows; the audit log reloads. */
export function useSaveContestSetting(locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminContestUpdate) => saveContestSetting(body, locale),
    onSuccess: (saved) => {
      queryClient.setQueryData(contestSettingQueryOptions(locale).queryKey, saved);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
    },
  });
}
