import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** `GET /api/v1/calculator/from/{from}/`: the ids that can be received for `fromId`. */
export async function getToIds(fromId: number): Promise<number[]> {
  return parseAnswer((s) => s.ZIdList, apiFetch(`/api/v1/calculator/from/${fromId}/`));
}

export function toIdsQueryOptions(fromId: number) {
  return queryOptions({
    queryKey: ['calculator', 'from', fromId] as const,
    queryFn: () => getToIds(fromId),
    staleTime: 60_000,
  });
}

/** Disabled while there is no send currency. */
export function useToIds(fromId: number | null) {
  return useQuery({
    ...toIdsQueryOptions(fromId ?? 0),
    enabled: fromId !== null,
  });
}
