import { ZVerificationState, type TLocale, type TVerificationState } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** How often the page asks again while an operator is looking at the photo. */
export const VERIFICATION_POLL_MS = 10_000;

/** `GET /api/v1/claim/{id}/verification/`: whether the card must be verified, the status, the files. */
export async function getVerification(id: string, locale: TLocale): Promise<TVerificationState> {
  return ZVerificationState.parse(
    await apiFetch(`/api/v1/claim/${encodeURIComponent(id)}/verification/`, { locale }),
  );
}

export const verificationKeys = {
  state: (id: string) => ['verification', id] as const,
};

/**
 * Polls every 10 s while the claim is in `verification`, so the page moves on by itself when the
 * operator approves the card (the claim becomes `paid`) or closes the claim.
 */
export function verificationQueryOptions(id: string, locale: TLocale) {
  return queryOptions({
    queryKey: verificationKeys.state(id),
    queryFn: () => getVerification(id, locale),
    refetchInterval: (query) => (query.state.data?.status === 'verification' ? VERIFICATION_POLL_MS : false),
  });
}

export function useVerification(id: string, locale: TLocale) {
  return useQuery(verificationQueryOptions(id, locale));
}
