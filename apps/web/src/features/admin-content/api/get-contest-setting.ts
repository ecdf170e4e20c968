import { ZAdminContest, type TAdminContest, type TLocale } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { contentKeys } from './keys';

/** `GET /admin/api/settings/contest/`: the contest in both languages, or null when none was set. */
export async function getContestSetting(locale: TLocale): Promise<TAdminContest> {
  return ZAdminContest.parse(await apiFetch('/admin/api/settings/contest/', { locale }));
}

export function contestSettingQueryOptions(locale: TLocale) {
  return queryOptions({
    queryKey: [...contentKeys.contestSetting(), locale] as const,
    queryFn: () => getContestSetting(locale),
    // Not polled: the editor's form is filled from it once.
    staleTime: 30_000,
  });
}

export function useContestSetting(locale: TLocale) {
  return useQuery(contestSettingQueryOptions(locale));
}
