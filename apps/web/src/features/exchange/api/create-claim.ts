import { ZClaimCreated, type TClaimCreate, type TClaimCreated, type TLocale } from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * `POST /api/v1/claim/`: creates the claim (400 names every invalid field, 409 is a conflict such
 * as an exhausted reserve or a stale course).
 */
export async function createClaim(body: TClaimCreate, locale: TLocale): Promise<TClaimCreated> {
  return ZClaimCreated.parse(await apiFetch('/api/v1/claim/', { method: 'POST', body, locale }));
}

/** After a claim (or a refusal) the course and reserves may have moved: the calculator reloads them. */
export function useCreateClaim(locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TClaimCreate) => createClaim(body, locale),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['calculator', 'pair'] }),
        queryClient.invalidateQueries({ queryKey: ['calculator', 'reserves'] }),
      ]),
  });
}
