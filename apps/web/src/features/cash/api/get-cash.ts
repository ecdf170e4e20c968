import { ZCashOffices, type TCashOffices, type TLocale } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/v1/cash/`: the cash cities with their currencies and directions, in `locale`. */
export async function getCashOffices(locale: TLocale): Promise<TCashOffices> {
  return ZCashOffices.parse(await apiFetch('/api/v1/cash/', { locale }));
}

export function cashQueryOptions(locale: TLocale) {
  return queryOptions({
    queryKey: ['cash', locale] as const,
    queryFn: () => getCashOffices(locale),
    // Courses and reserves move: fresh enough to act on, without polling a page people read.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

export function useCashOffices(locale: TLocale) {
  return useQuery(cashQueryOptions(locale));
}
