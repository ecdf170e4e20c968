import { ZPromocodeList, type TLocale, type TPromocode } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/v1/users/me/promocodes/`: the user's own usable promocodes. */
export async function getMyPromocodes(locale: TLocale): Promise<TPromocode[]> {
  return ZPromocodeList.parse(await apiFetch('/api/v1/users/me/promocodes/', { locale }));
}

export function myPromocodesQueryOptions(locale: TLocale) {
  return queryOptions({
    queryKey: ['me', 'promocodes', locale] as const,
    queryFn: () => getMyPromocodes(locale),
    staleTime: 60_000,
  });
}

export function useMyPromocodes(locale: TLocale) {
  return useQuery(myPromocodesQueryOptions(locale));
}
