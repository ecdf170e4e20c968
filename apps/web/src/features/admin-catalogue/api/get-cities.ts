import { ZAdminCityList, type TAdminCity, type TLocale } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogueKeys } from './keys';

/** `GET /admin/api/catalogue/cities/`: where a cash currency can be offered. */
export async function getCities(locale: TLocale): Promise<TAdminCity[]> {
  return ZAdminCityList.parse(await apiFetch('/admin/api/catalogue/cities/', { locale }));
}

export function useCities(locale: TLocale, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: [...catalogueKeys.catalogue(), 'cities', locale] as const,
      queryFn: () => getCities(locale),
      staleTime: 5 * 60_000,
      enabled,
    }),
  );
}
