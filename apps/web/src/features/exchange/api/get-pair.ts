import type { TLocale, TPair } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** `GET /api/v1/calculator/pair/{from}/{to}/`: course, limits, fields and notices of a direction. */
export async function getPair(fromId: number, toId: number, locale: TLocale): Promise<TPair> {
  return parseAnswer((s) => s.ZPair, apiFetch(`/api/v1/calculator/pair/${fromId}/${toId}/`, { locale }));
}

export function pairQueryOptions(fromId: number, toId: number, locale: TLocale) {
  return queryOptions({
    queryKey: ['calculator', 'pair', fromId, toId, locale] as const,
    queryFn: () => getPair(fromId, toId, locale),
    // Courses follow rate feeds: keep the quote fresh while the page is open.
    staleTime: 15_000,
    refetchInterval: 30_000,
  });
}

/** Disabled until both currencies are known. */
export function usePair(fromId: number | null, toId: number | null, locale: TLocale) {
  return useQuery({
    ...pairQueryOptions(fromId ?? 0, toId ?? 0, locale),
    enabled: fromId !== null && toId !== null,
  });
}
