import { ZContestBoard, type TContestBoard, type TLocale } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/v1/contest/`: the contest, its phase and the leaderboard, in `locale`. */
export async function getContestBoard(locale: TLocale): Promise<TContestBoard> {
  return ZContestBoard.parse(await apiFetch('/api/v1/contest/', { locale }));
}

export function contestBoardQueryOptions(locale: TLocale) {
  return queryOptions({
    queryKey: ['contest', locale] as const,
    queryFn: () => getContestBoard(locale),
    // The server recomputes the leaderboard at most every 30 s.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

export function useContestBoard(locale: TLocale) {
  return useQuery(contestBoardQueryOptions(locale));
}
