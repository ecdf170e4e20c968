import {
  ZAdminCurrency,
  ZAdminCurrencyDetail,
  type TAdminCurrency,
  type TAdminCurrencyDetail,
  type TAdminCurrencyUpdate,
  type TLocale,
} from '@exchanger/core';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_AUDIT_KEY, ADMIN_CURRENCY_OPTIONS_KEY } from '@/lib/admin-keys';
import { catalogueKeys } from './keys';
import { showCurrency } from './get-catalogue-currencies';
import { currencyQueryOptions } from './get-currency';

/**
 * `PATCH /admin/api/catalogue/currencies/{id}/` with what changes (`active`, `names`, `precision`,
 * `fields`, `payin`) and a `reason`: the currency as saved, with its detail.
 */
async function patchCurrency(id: number, body: TAdminCurrencyUpdate, locale: TLocale): Promise<unknown> {
  return apiFetch(`/admin/api/catalogue/currencies/${id}/`, { method: 'PATCH', body, locale });
}

/** The list's switch: the answer read as a row of the list. */
export async function updateCurrency(
  id: number,
  body: TAdminCurrencyUpdate,
  locale: TLocale,
): Promise<TAdminCurrency> {
  return ZAdminCurrency.parse(await patchCurrency(id, body, locale));
}

/** The editor's save: the answer read whole (names, input fields, pay-in requisites). */
export async function saveCurrency(
  id: number,
  body: TAdminCurrencyUpdate,
  locale: TLocale,
): Promise<TAdminCurrencyDetail> {
  return ZAdminCurrencyDetail.parse(await patchCurrency(id, body, locale));
}

/** The whole catalogue (its directions' courses), the currency filter of the claims and the audit log reload. */
export function reloadAfterChange(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: catalogueKeys.catalogue() });
  void queryClient.invalidateQueries({ queryKey: ADMIN_CURRENCY_OPTIONS_KEY });
  void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
}

/** A currency switched on or off from the list. */
export function useUpdateCurrency(locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TAdminCurrencyUpdate }) =>
      updateCurrency(id, body, locale),
    onSuccess: (currency) => showCurrency(queryClient, currency),
    onSettled: () => reloadAfterChange(queryClient),
  });
}

/** A currency saved from its editor: the answer is its detail at once, and its row in the list. */
export function useSaveCurrency(id: number, locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminCurrencyUpdate) => saveCurrency(id, body, locale),
    onSuccess: (currency) => {
      queryClient.setQueryData(currencyQueryOptions(id, locale).queryKey, currency);
      // The list keeps rows of its own shape (no names, fields or requisites).
      showCurrency(queryClient, ZAdminCurrency.parse(currency));
    },
    onSettled: () => reloadAfterChange(queryClient),
  });
}
