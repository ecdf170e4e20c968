import { ZSalesPage, type TInvoiceStatus, type TLocale, type TSalesPage } from '@exchanger/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, apiFetchBlob } from '@/lib/api-client';

export interface TSalesFilter {
  status: TInvoiceStatus | null;
  /** `YYYY-MM-DD` or empty. */
  from: string;
  to: string;
}

function filterQuery(filter: TSalesFilter): Record<string, string | undefined> {
  return { status: filter.status ?? undefined, from: filter.from || undefined, to: filter.to || undefined };
}

/** `GET /api/v1/users/me/shop/sales/?page=&size=&status=&from=&to=`: invoices with what paid them. */
export async function getSales(
  query: TSalesFilter & { page: number; size: number },
  locale: TLocale,
): Promise<TSalesPage> {
  return ZSalesPage.parse(
    await apiFetch('/api/v1/users/me/shop/sales/', {
      locale,
      query: { page: query.page, size: query.size, ...filterQuery(query) },
    }),
  );
}

export function useSales(query: TSalesFilter & { page: number; size: number }, locale: TLocale) {
  return useQuery({
    ...queryOptions({
      queryKey: ['me', 'shop', 'sales', query, locale] as const,
      queryFn: () => getSales(query, locale),
      staleTime: 10_000,
      refetchInterval: 30_000,
    }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/v1/users/me/shop/sales.csv` with the same filter: every matching sale, as a file. */
export function getSalesCsv(filter: TSalesFilter, locale: TLocale): Promise<Blob> {
  return apiFetchBlob('/api/v1/users/me/shop/sales.csv', { locale, query: filterQuery(filter) });
}
