import type { TReserve } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** `GET /api/v1/calculator/reserves/`: what the exchanger can pay out, per currency. */
export async function getReserves(): Promise<TReserve[]> {
  return parseAnswer((s) => s.ZReserves, apiFetch('/api/v1/calculator/reserves/'));
}

export function reservesQueryOptions() {
  return queryOptions({
    queryKey: ['calculator', 'reserves'] as const,
    queryFn: getReserves,
    staleTime: 60_000,
  });
}

export function useReserves() {
  return useQuery(reservesQueryOptions());
}
