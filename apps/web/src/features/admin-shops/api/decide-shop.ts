import { ZAdminShop, type TAdminShop, type TLocale, type TShopDecision } from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_AUDIT_KEY } from '@/lib/admin-keys';
import { shopKeys } from './keys';

/** `POST /admin/api/shops/{id}/decision/` with `{ decision: 'approve' | 'reject' | 'block', reason }`. */
export async function decideShop(id: number, body: TShopDecision, locale: TLocale): Promise<TAdminShop> {
  return ZAdminShop.parse(
    await apiFetch(`/admin/api/shops/${id}/decision/`, { method: 'POST', body, locale }),
  );
}

/** The shops (and their badge) and the audit log reload, decided or not (409). */
export function useDecideShop(locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TShopDecision }) => decideShop(id, body, locale),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: shopKeys.shops() });
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
    },
  });
}
