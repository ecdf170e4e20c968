import { ZAdminNetworkExplorerList, type TAdminNetworkExplorer, type TLocale } from '@exchanger/core';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { catalogueKeys } from './keys';

/**
 * `GET /admin/api/chains/explorers/`: every network code the currencies use, with its explorer's
 * transaction page or null (administrators only; docs/payments.md).
 */
export async function getNetworkExplorers(locale: TLocale): Promise<TAdminNetworkExplorer[]> {
  return ZAdminNetworkExplorerList.parse(await apiFetch('/admin/api/chains/explorers/', { locale }));
}

export function networkExplorersQueryOptions(locale: TLocale) {
  return queryOptions({
    queryKey: [...catalogueKeys.explorers(), locale] as const,
    queryFn: () => getNetworkExplorers(locale),
    // Not polled: the inputs are filled from it.
    staleTime: 30_000,
  });
}

export function useNetworkExplorers(locale: TLocale) {
  return useQuery(networkExplorersQueryOptions(locale));
}

/** Puts one network's answer (of a save or a clear) into the cached list. */
export function replaceExplorer(
  queryClient: QueryClient,
  locale: TLocale,
  next: TAdminNetworkExplorer,
): void {
  queryClient.setQueryData(networkExplorersQueryOptions(locale).queryKey, (list) =>
    list?.map((item) => (item.networkCode === next.networkCode ? next : item)),
  );
}
