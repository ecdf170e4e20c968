import { ZPublicPage, type TLocale, type TPublicPage } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api-client';

/**
 * `GET /api/v1/content/pages/cash/`: the operators' text about cash, published in the back office;
 * null while there is none (the API answers 404), so the page shows the offices alone.
 */
export async function getCashText(locale: TLocale): Promise<TPublicPage | null> {
  try {
    return ZPublicPage.parse(await apiFetch('/api/v1/content/pages/cash/', { locale }));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function cashTextQueryOptions(locale: TLocale) {
  return queryOptions({
    queryKey: ['content', 'page', 'cash', locale] as const,
    queryFn: () => getCashText(locale),
    staleTime: 5 * 60_000,
  });
}

export function useCashText(locale: TLocale) {
  return useQuery(cashTextQueryOptions(locale));
}
