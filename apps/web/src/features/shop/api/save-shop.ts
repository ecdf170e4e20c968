import { ZMyShop, type TLocale, type TMyShop, type TShopOpen, type TShopUpdate } from '@exchanger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { MY_SHOP_KEY } from './get-my-shop';

/**
 * `POST /api/v1/users/me/shop/` opens the shop (201, it waits for an operator); `PATCH` changes it.
 * A 400 names the refused fields (`name`, `siteUrl`, `payoutCurrencyId`, `payoutRequisites.<name>`…).
 */
export async function saveShop(
  input: { open: true; body: TShopOpen } | { open: false; body: TShopUpdate },
  locale: TLocale,
): Promise<TMyShop> {
  return ZMyShop.parse(
    await apiFetch('/api/v1/users/me/shop/', {
      method: input.open ? 'POST' : 'PATCH',
      body: input.body,
      locale,
    }),
  );
}

export function useSaveShop(locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof saveShop>[0]) => saveShop(input, locale),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_SHOP_KEY }),
  });
}
