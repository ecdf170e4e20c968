import { ZWebhookDeliveryPage, type TLocale, type TWebhookDeliveryPage } from '@exchanger/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/v1/users/me/shop/webhooks/?page=&size=`: deliveries with every attempt, newest first. */
export async function getWebhooks(
  query: { page: number; size: number },
  locale: TLocale,
): Promise<TWebhookDeliveryPage> {
  return ZWebhookDeliveryPage.parse(
    await apiFetch('/api/v1/users/me/shop/webhooks/', {
      locale,
      query: { page: query.page, size: query.size },
    }),
  );
}

export function useWebhooks(query: { page: number; size: number }, locale: TLocale) {
  return useQuery({
    ...queryOptions({
      queryKey: ['me', 'shop', 'webhooks', query, locale] as const,
      queryFn: () => getWebhooks(query, locale),
      // Retries happen in the background: keep the attempts fresh.
      staleTime: 5_000,
      refetchInterval: 15_000,
    }),
    placeholderData: keepPreviousData,
  });
}
