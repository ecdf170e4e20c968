import { ZShopLedgerPage, type TLocale, type TShopLedgerPage } from '@exchanger/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/v1/users/me/shop/ledger/?page=&size=`: sales credited and withdrawals, newest first. */
export async function getLedger(
  query: { page: number; size: number },
  locale: TLocale,
): Promise<TShopLedgerPage> {
  return ZShopLedgerPage.parse(
    await apiFetch('/api/v1/users/me/shop/ledger/', {
      locale,
      query: { page: query.page, size: query.size },
    }),
  );
}

export function useLedger(query: { page: number; size: number }, locale: TLocale) {
  return useQuery({
    ...queryOptions({
      queryKey: ['me', 'shop', 'ledger', query, locale] as const,
      queryFn: () => getLedger(query, locale),
      staleTime: 10_000,
      refetchInterval: 30_000,
    }),
    placeholderData: keepPreviousData,
  });
}
