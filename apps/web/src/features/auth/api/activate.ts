import type { TLocale } from '@exchanger/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/v1/users/activate/{token}/` → 204; a bad, used or expired token is a 400 with `detail`. */
export async function activate(token: string, locale: TLocale): Promise<true> {
  await apiFetch(`/api/v1/users/activate/${encodeURIComponent(token)}/`, { method: 'POST', locale });
  return true;
}

/**
 * The activation of the link the page was opened with. A query rather than a mutation: it runs
 * once per token however often the page renders (a second call would find the token used).
 */
export function useActivation(token: string, locale: TLocale) {
  return useQuery({
    queryKey: ['activate', token] as const,
    queryFn: () => activate(token, locale),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
