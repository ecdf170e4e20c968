import { ZShopBalance, type TLocale, type TShopBalance } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/v1/users/me/shop/balance/`: computed from the ledger, in the payout currency. */
export async function getBalance(locale: TLocale): Promise<TShopBalance> {
  return ZShopBalance.parse(await apiFetch('/api/v1/users/me/shop/balance/', { locale }));
}

export function useBalance(locale: TLocale) {
  return useQuery(
    queryOptions({
      queryKey: ['me', 'shop', 'balance', locale] as const,
      queryFn: () => getBalance(locale),
      // Sales complete and operators pay out while the page is open.
      staleTime: 10_000,
      refetchInterval: 30_000,
    }),
  );
}
