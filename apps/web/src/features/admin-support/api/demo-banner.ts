/**
 * `GET /admin/api/settings/demo-banner/`: the demo-data warning (switched on, demo requisites
 * left, shown); `PUT` turns it off or on (administrators). A save also reloads the tech answer,
 * so the strip over this very page goes at once.
 */
import { ZAdminDemoBanner, type TAdminDemoBanner, type TLocale } from '@exchanger/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_AUDIT_KEY } from '@/lib/admin-keys';
import { apiFetch } from '@/lib/api-client';
import { supportKeys } from './keys';

const PATH = '/admin/api/settings/demo-banner/';

export function demoBannerQueryOptions(locale: TLocale) {
  return queryOptions({
    queryKey: [...supportKeys.demoBanner(), locale] as const,
    queryFn: async (): Promise<TAdminDemoBanner> => ZAdminDemoBanner.parse(await apiFetch(PATH, { locale })),
  });
}

export function useDemoBanner(locale: TLocale) {
  return useQuery(demoBannerQueryOptions(locale));
}

export function useSaveDemoBanner(locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (enabled: boolean): Promise<TAdminDemoBanner> =>
      ZAdminDemoBanner.parse(await apiFetch(PATH, { method: 'PUT', body: { enabled }, locale })),
    onSuccess: (saved) => {
      queryClient.setQueryData(demoBannerQueryOptions(locale).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['calculator', 'tech'] });
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
    },
  });
}
