import type { TLocale } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** `GET /api/v1/users/me/loyalty/`: the logged-in user's loyalty level, which improves the course. */
export function myLoyaltyQueryOptions(locale: TLocale) {
  return queryOptions({
    queryKey: ['me', 'loyalty', locale] as const,
    queryFn: () => parseAnswer((s) => s.ZLoyalty, apiFetch('/api/v1/users/me/loyalty/', { locale })),
    staleTime: 60_000,
  });
}

/**
 * The course improvement (percent) of the user's loyalty level: "0" for a guest, and while it
 * loads or if it cannot be read (the server then computes without it too, or refuses the
 * mismatch with a clear message).
 */
export function useMyLoyaltyPercent(loggedIn: boolean, locale: TLocale): string {
  const query = useQuery({ ...myLoyaltyQueryOptions(locale), enabled: loggedIn });
  return loggedIn && query.data ? query.data.percent : '0';
}
