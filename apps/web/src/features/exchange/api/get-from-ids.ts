import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** `GET /api/v1/calculator/from/`: the ids that can be sent; the first is the default. */
export async function getFromIds(): Promise<number[]> {
  return parseAnswer((s) => s.ZIdList, apiFetch('/api/v1/calculator/from/'));
}

export function fromIdsQueryOptions() {
  return queryOptions({
    queryKey: ['calculator', 'from'] as const,
    queryFn: getFromIds,
    staleTime: 60_000,
  });
}

export function useFromIds() {
  return useQuery(fromIdsQueryOptions());
}
