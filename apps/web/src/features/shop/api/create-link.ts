import { ZInvoice, type TInvoice, type TLinkCreate, type TLocale } from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/v1/users/me/shop/invoices/` → 201: an invoice whose `payUrl` is the payment link. */
export async function createLink(body: TLinkCreate, locale: TLocale): Promise<TInvoice> {
  return ZInvoice.parse(await apiFetch('/api/v1/users/me/shop/invoices/', { method: 'POST', body, locale }));
}

/** A new invoice is a new line of the sales history and of the statistics. */
export function useCreateLink(locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TLinkCreate) => createLink(body, locale),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['me', 'shop', 'sales'] }),
        queryClient.invalidateQueries({ queryKey: ['me', 'shop', 'statistics'] }),
      ]),
  });
}
