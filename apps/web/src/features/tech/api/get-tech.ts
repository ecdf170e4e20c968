import type { TLocale, TTech } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** `GET /api/v1/calculator/tech/`: maintenance mode and its message, in the page's language. */
export async function getTech(locale: TLocale): Promise<TTech> {
  return parseAnswer((s) => s.ZTech, apiFetch('/api/v1/calculator/tech/', { locale }));
}

export function techQueryOptions(locale: TLocale) {
  return queryOptions({
    queryKey: ['calculator', 'tech', locale] as const,
    queryFn: () => getTech(locale),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}

export function useTech(locale: TLocale) {
  return useQuery(techQueryOptions(locale));
}
