import { ZMyShop, type TLocale, type TMyShop } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/v1/users/me/shop/`: the user's shop, or `null` when they have not opened one. */
export async function getMyShop(locale: TLocale): Promise<TMyShop | null> {
  return ZMyShop.nullable().parse(await apiFetch('/api/v1/users/me/shop/', { locale }));
}

export const MY_SHOP_KEY = ['me', 'shop'] as const;

export function myShopQueryOptions(locale: TLocale) {
  return queryOptions({
    queryKey: [...MY_SHOP_KEY, 'profile', locale] as const,
    queryFn: () => getMyShop(locale),
    // An operator approves the shop while the page is open.
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}

export function useMyShop(locale: TLocale) {
  return useQuery(myShopQueryOptions(locale));
}
