import { ZAdminNetworkExplorer, type TAdminNetworkExplorer, type TLocale } from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_AUDIT_KEY } from '@/lib/admin-keys';
import { replaceExplorer } from './get-network-explorers';

/** `DELETE /admin/api/chains/explorers/{networkCode}/`: the network's transactions are no longer linked. */
export async function clearNetworkExplorer(
  networkCode: string,
  locale: TLocale,
): Promise<TAdminNetworkExplorer> {
  return ZAdminNetworkExplorer.parse(
    await apiFetch(`/admin/api/chains/explorers/${encodeURIComponent(networkCode)}/`, {
      method: 'DELETE',
      locale,
    }),
  );
}

export function useClearNetworkExplorer(locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (networkCode: string) => clearNetworkExplorer(networkCode, locale),
    onSuccess: (cleared) => replaceExplorer(queryClient, locale, cleared),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY }),
  });
}
