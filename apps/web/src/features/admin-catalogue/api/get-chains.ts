import { ZAdminChainHealthList, type TAdminChainHealth, type TLocale } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { CATALOGUE_POLL_MS, catalogueKeys } from './keys';

/** `GET /admin/api/chains/`: each watched chain's node, scanned height, lag, last scan and whether it stalled. */
export async function getChains(locale: TLocale): Promise<TAdminChainHealth[]> {
  return ZAdminChainHealthList.parse(await apiFetch('/admin/api/chains/', { locale }));
}

export function chainsQueryOptions(locale: TLocale) {
  return queryOptions({
    queryKey: [...catalogueKeys.chains(), locale] as const,
    queryFn: () => getChains(locale),
    refetchInterval: CATALOGUE_POLL_MS,
  });
}

export function useChains(locale: TLocale) {
  return useQuery(chainsQueryOptions(locale));
}
