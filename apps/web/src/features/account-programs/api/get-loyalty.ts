import { ZLoyalty, type TLocale, type TLoyalty } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/v1/users/me/loyalty/`: the level of the completed volume (names in `locale`). */
export async function getLoyalty(locale: TLocale): Promise<TLoyalty> {
  return ZLoyalty.parse(await apiFetch('/api/v1/users/me/loyalty/', { locale }));
}

export function loyaltyQueryOptions(locale: TLocale) {
  return queryOptions({
    queryKey: ['me', 'loyalty', locale] as const,
    queryFn: () => getLoyalty(locale),
    staleTime: 60_000,
  });
}

export function useLoyalty(locale: TLocale) {
  return useQuery(loyaltyQueryOptions(locale));
}
