import type { TClaimLookup, TClaimLookupFound, TLocale } from '@exchanger/core';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/**
 * `POST /api/v1/claim/lookup/` with `{ number, email }`: the claim's id when both are right; one
 * and the same 404 when either is wrong, 429 after too many tries.
 */
export async function postClaimLookup(body: TClaimLookup, locale: TLocale): Promise<TClaimLookupFound> {
  return parseAnswer(
    (s) => s.ZClaimLookupFound,
    apiFetch('/api/v1/claim/lookup/', { method: 'POST', body, locale }),
  );
}

export function useClaimLookup(locale: TLocale) {
  return useMutation({ mutationFn: (body: TClaimLookup) => postClaimLookup(body, locale) });
}
