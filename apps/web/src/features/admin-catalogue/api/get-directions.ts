import { ZAdminDirectionList, type TAdminDirection, type TLocale } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { CATALOGUE_POLL_MS, catalogueKeys } from './keys';

/** `GET /admin/api/catalogue/directions/`: every direction with its terms and the course served now. */
export async function getDirections(locale: TLocale): Promise<TAdminDirection[]> {
  return ZAdminDirectionList.parse(await apiFetch('/admin/api/catalogue/directions/', { locale }));
}

export function directionsQueryOptions(locale: TLocale) {
  return queryOptions({
    queryKey: [...catalogueKeys.directions(), locale] as const,
    queryFn: () => getDirections(locale),
    // Feed courses move, and a stale feed makes a direction unavailable.
    refetchInterval: CATALOGUE_POLL_MS,
  });
}

export function useDirections(locale: TLocale) {
  return useQuery(directionsQueryOptions(locale));
}
