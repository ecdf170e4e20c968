import { ZClaimForm, type TClaimForm, type TLocale } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/v1/claim/{id}/form/`: the claim as the client sees it (amounts, course, requisites, status). */
export async function getClaimForm(id: string, locale: TLocale): Promise<TClaimForm> {
  return ZClaimForm.parse(await apiFetch(`/api/v1/claim/${encodeURIComponent(id)}/form/`, { locale }));
}

export const claimKeys = {
  all: (id: string) => ['claim', id] as const,
  form: (id: string, locale: TLocale) => ['claim', id, 'form', locale] as const,
  requisite: (id: string, locale: TLocale) => ['claim', id, 'requisite', locale] as const,
  status: (id: string) => ['claim', id, 'status'] as const,
};

export function claimFormQueryOptions(id: string, locale: TLocale) {
  return queryOptions({
    queryKey: claimKeys.form(id, locale),
    queryFn: () => getClaimForm(id, locale),
    staleTime: 30_000,
  });
}

export function useClaimForm(id: string, locale: TLocale) {
  return useQuery(claimFormQueryOptions(id, locale));
}
