import { ZAdminContest, type TAdminContest, type TAdminContestUpdate, type TLocale } from '@exchanger/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** `GET /admin/api/settings/contest/`: the contest in both languages, or null when none was set. */
export async function getContestSetting(locale: TLocale): Promise<TAdminContest> {
  return ZAdminContest.parse(await apiFetch('/admin/api/settings/contest/', { locale }));
}

export function contestSettingQueryOptions(locale: TLocale) {
  return queryOptions({
    queryKey: [...adminKeys.contestSetting(), locale] as const,
    queryFn: () => getContestSetting(locale),
    // Not polled: the editor's form is filled from it once.
    staleTime: 30_000,
  });
}

export function useContestSetting(locale: TLocale) {
  return useQuery(contestSettingQueryOptions(locale));
}

/** `PUT /admin/api/settings/contest/` (admins): the whole contest with a reason; the audit log reloads. */
export function useSaveContestSetting(locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TAdminContestUpdate) =>
      ZAdminContest.parse(await apiFetch('/admin/api/settings/contest/', { method: 'PUT', body, locale })),
    onSuccess: (saved) => {
      queryClient.setQueryData(contestSettingQueryOptions(locale).queryKey, saved);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}
