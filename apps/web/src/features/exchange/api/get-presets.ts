import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

export interface TPresets {
  fromId: number | null;
  toId: number | null;
}

/**
 * `GET /api/v1/calculator/settings/?cur_from=&cur_to=`: the currency ids that the `cur_from` and
 * `cur_to` query parameters of the page (codes or ids) stand for.
 */
export async function getPresets(curFrom: string, curTo: string): Promise<TPresets> {
  const body = await parseAnswer(
    (s) => s.ZCalculatorSettings,
    apiFetch('/api/v1/calculator/settings/', {
      query: { cur_from: curFrom || undefined, cur_to: curTo || undefined },
    }),
  );
  if (!('exchangeAttributes' in body)) return { fromId: null, toId: null };
  return { fromId: body.exchangeAttributes.fromCurrencyId, toId: body.exchangeAttributes.toCurrencyId };
}

export function presetsQueryOptions(curFrom: string, curTo: string) {
  return queryOptions({
    queryKey: ['calculator', 'settings', curFrom, curTo] as const,
    queryFn: () => getPresets(curFrom, curTo),
    staleTime: Infinity,
  });
}

/** Asks only when the page has a preset. */
export function usePresets(curFrom: string, curTo: string) {
  return useQuery({ ...presetsQueryOptions(curFrom, curTo), enabled: Boolean(curFrom || curTo) });
}
