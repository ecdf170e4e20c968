import type { TCalculatorEntry, TLocale } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** `GET /api/v1/calculator/`: the currencies of the pickers ("directions" on the wire), names in `locale`. */
export async function getCalculatorEntries(locale: TLocale): Promise<TCalculatorEntry[]> {
  return parseAnswer((s) => s.ZCalculatorEntries, apiFetch('/api/v1/calculator/', { locale }));
}

export function calculatorEntriesQueryOptions(locale: TLocale) {
  return queryOptions({
    queryKey: ['calculator', 'entries', locale] as const,
    queryFn: () => getCalculatorEntries(locale),
    staleTime: 5 * 60_000,
  });
}

export function useCalculatorEntries(locale: TLocale, options: { enabled?: boolean } = {}) {
  return useQuery({ ...calculatorEntriesQueryOptions(locale), enabled: options.enabled ?? true });
}
