import {
  ZAdminCurrencyDetail,
  type TAdminCurrencyCreate,
  type TAdminCurrencyDetail,
  type TLocale,
} from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { currencyQueryOptions } from './get-currency';
import { reloadAfterChange } from './update-currency';

/** `POST /admin/api/catalogue/currencies/`: the new currency's detail (409 when its code is taken). */
export async function createCurrency(
  body: TAdminCurrencyCreate,
  locale: TLocale,
): Promise<TAdminCurrencyDetail> {
  return ZAdminCurrencyDetail.parse(
    await apiFetch('/admin/api/catalogue/currencies/', { method: 'POST', body, locale }),
  );
}

/** The new currency's editor opens on its answer; the list, the catalogue and the audit log reload. */
export function useCreateCurrency(locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminCurrencyCreate) => createCurrency(body, locale),
    onSuccess: (currency) =>
      queryClient.setQueryData(currencyQueryOptions(currency.id, locale).queryKey, currency),
    onSettled: () => reloadAfterChange(queryClient),
  });
}
