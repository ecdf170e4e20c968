import type { TAdminChainWatch, TLocale } from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_AUDIT_KEY } from '@/lib/admin-keys';
import { currencyWatchQueryOptions } from './get-currency-watch';
import { catalogueKeys } from './keys';

/** `DELETE /admin/api/currencies/{id}/watch/`: back to manual acceptance (claims already made keep their addresses). */
export async function deleteCurrencyWatch(id: number, locale: TLocale): Promise<void> {
  await apiFetch(`/admin/api/currencies/${id}/watch/`, { method: 'DELETE', locale });
}

export function useDeleteCurrencyWatch(id: number, locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCurrencyWatch(id, locale),
    onSuccess: () =>
      queryClient.setQueryData<TAdminChainWatch>(currencyWatchQueryOptions(id, locale).queryKey, {
        currencyId: id,
        watch: null,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.chains() });
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
    },
  });
}
