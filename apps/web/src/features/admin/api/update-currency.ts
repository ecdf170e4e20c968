import {
  ZAdminCurrency,
  type TAdminCurrency,
  type TAdminCurrencyUpdate,
  type TLocale,
} from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './admin-keys';
import { catalogueCurrenciesQueryOptions } from './get-catalogue-currencies';

/** `PATCH /admin/api/catalogue/currencies/{id}/` with `{ active, reason }`: a currency switched on or off. */
export async function updateCurrency(
  id: number,
  body: TAdminCurrencyUpdate,
  locale: TLocale,
): Promise<TAdminCurrency> {
  return ZAdminCurrency.parse(
    await apiFetch(`/admin/api/catalogue/currencies/${id}/`, { method: 'PATCH', body, locale }),
  );
}

/**
 * The answer replaces the currency in the list; the whole catalogue (its directions' courses), the
 * currency filter of the claims and the audit log reload.
 */
export function useUpdateCurrency(locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TAdminCurrencyUpdate }) =>
      updateCurrency(id, body, locale),
    onSuccess: (currency) => {
      queryClient.setQueryData(catalogueCurrenciesQueryOptions(locale).queryKey, (list) =>
        list?.map((c) => (c.id === currency.id ? currency : c)),
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.catalogue() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.currencies() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}
