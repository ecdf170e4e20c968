import {
  ZAdminNetworkExplorer,
  type TAdminNetworkExplorer,
  type TAdminNetworkExplorerBody,
  type TLocale,
} from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_AUDIT_KEY } from '@/lib/admin-keys';
import { replaceExplorer } from './get-network-explorers';

/** `PUT /admin/api/chains/explorers/{networkCode}/`: the network's transactions are linked with `txUrl`. */
export async function saveNetworkExplorer(
  networkCode: string,
  body: TAdminNetworkExplorerBody,
  locale: TLocale,
): Promise<TAdminNetworkExplorer> {
  return ZAdminNetworkExplorer.parse(
    await apiFetch(`/admin/api/chains/explorers/${encodeURIComponent(networkCode)}/`, {
      method: 'PUT',
      body,
      locale,
    }),
  );
}

/** Saved: the list holds the server's template for that network; the audit log reloads. */
export function useSaveNetworkExplorer(locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ networkCode, txUrl }: { networkCode: string; txUrl: string }) =>
      saveNetworkExplorer(networkCode, { txUrl }, locale),
    onSuccess: (saved) => replaceExplorer(queryClient, locale, saved),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY }),
  });
}
