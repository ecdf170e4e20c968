import { ZReferralTerms, type TLocale, type TReferralTerms } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/v1/users/refferal/terms/`: the referrer's share, the currency and the minimum withdrawal. */
export async function getReferralTerms(locale: TLocale): Promise<TReferralTerms> {
  return ZReferralTerms.parse(await apiFetch('/api/v1/users/refferal/terms/', { locale }));
}

export function referralTermsQueryOptions(locale: TLocale) {
  return queryOptions({
    queryKey: ['referral', 'terms', locale] as const,
    queryFn: () => getReferralTerms(locale),
    staleTime: 10 * 60_000,
  });
}

export function useReferralTerms(locale: TLocale) {
  return useQuery(referralTermsQueryOptions(locale));
}
