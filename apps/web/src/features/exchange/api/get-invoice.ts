import type { TLocale, TPublicInvoice } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** `GET /api/v1/invoices/{id}/`: a shop's invoice as its buyer pays it (a payment link's `?invoice=`). */
export async function getPublicInvoice(id: string, locale: TLocale): Promise<TPublicInvoice> {
  return parseAnswer(
    (s) => s.ZPublicInvoice,
    apiFetch(`/api/v1/invoices/${encodeURIComponent(id)}/`, { locale }),
  );
}

export function publicInvoiceQueryOptions(id: string, locale: TLocale) {
  return queryOptions({
    queryKey: ['invoice', id, locale] as const,
    queryFn: () => getPublicInvoice(id, locale),
    // Another tab may start paying it, or it may expire, while the buyer decides.
    staleTime: 15_000,
    refetchInterval: 30_000,
    // An unknown invoice stays unknown.
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
}

export function usePublicInvoice(id: string, locale: TLocale) {
  return useQuery({ ...publicInvoiceQueryOptions(id, locale), enabled: id !== '' });
}
