import { ZReferral, type TLocale, type TReferral } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/v1/users/me/refferal/`: balance, share, link and statistics of the referral programme. */
export async function getReferral(locale: TLocale): Promise<TReferral> {
  return ZReferral.parse(await apiFetch('/api/v1/users/me/refferal/', { locale }));
}

/** Under `['me']`: logging out drops it. */
export function referralQueryOptions(locale: TLocale) {
  return queryOptions({
    queryKey: ['me', 'referral', 'summary', locale] as const,
    queryFn: () => getReferral(locale),
    staleTime: 30_000,
  });
}

export function useReferral(locale: TLocale) {
  return useQuery(referralQueryOptions(locale));
}
