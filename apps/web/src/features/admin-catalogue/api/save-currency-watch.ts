import {
  ZAdminChainWatch,
  type TAdminChainWatch,
  type TAdminChainWatchBody,
  type TLocale,
} from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_AUDIT_KEY } from '@/lib/admin-keys';
import { currencyWatchQueryOptions, getCurrencyWatch } from './get-currency-watch';
import { catalogueKeys } from './keys';

/**
 * `PUT /admin/api/currencies/{id}/watch/`: the currency's payments are watched on a chain from now
 * on. The answer is read as the watch (with its first address); an answer of another shape (the
 * contract does not fix it) is followed by a fresh read, so the operator always sees the address.
 */
export async function saveCurrencyWatch(
  id: number,
  body: TAdminChainWatchBody,
  locale: TLocale,
): Promise<TAdminChainWatch> {
  const answer = await apiFetch(`/admin/api/currencies/${id}/watch/`, { method: 'PUT', body, locale });
  const parsed = ZAdminChainWatch.safeParse(answer);
  return parsed.success ? parsed.data : getCurrencyWatch(id, locale);
}

/** Saved: the form shows the server's watch; the chains' health and the audit log reload. */
export function useSaveCurrencyWatch(id: number, locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminChainWatchBody) => saveCurrencyWatch(id, body, locale),
    onSuccess: (watch) => queryClient.setQueryData(currencyWatchQueryOptions(id, locale).queryKey, watch),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.chains() });
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
    },
  });
}
