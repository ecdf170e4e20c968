import { ZAdminCurrency, type TAdminCurrency, type TAdminReserveSet, type TLocale } from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_APPROVALS_KEY, ADMIN_AUDIT_KEY } from '@/lib/admin-keys';
import { parseGated, type TGated } from '@/lib/approval';
import { catalogueKeys } from './keys';
import { showCurrency } from './get-catalogue-currencies';

/**
 * `POST /admin/api/catalogue/currencies/{id}/reserve/` with `{ reserve, reason }`: the currency as
 * it is now; or, above the currency's approval threshold, the proposal another administrator must
 * approve (202). 409 when the new reserve is below what open claims hold.
 */
export async function setReserve(
  id: number,
  body: TAdminReserveSet,
  locale: TLocale,
): Promise<TGated<TAdminCurrency>> {
  return parseGated(
    ZAdminCurrency,
    await apiFetch(`/admin/api/catalogue/currencies/${id}/reserve/`, { method: 'POST', body, locale }),
  );
}

/** The answer replaces the currency in the list; the list (held amounts), its history and the audit log reload. */
export function useSetReserve(locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TAdminReserveSet }) => setReserve(id, body, locale),
    onSuccess: ({ done: currency }) => {
      if (!currency) return;
      showCurrency(queryClient, currency);
    },
    onSettled: (_data, _error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.catalogueCurrencies() });
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.reserveHistory(id) });
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_APPROVALS_KEY });
    },
  });
}
