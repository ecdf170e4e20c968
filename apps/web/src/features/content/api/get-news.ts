import { ZNewsList, type TLocale, type TNewsList } from '@exchanger/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { CONTENT_STALE_MS, contentKeys } from './get-page';

/** `GET /api/v1/content/news/?page=&size=`: published news, newest first. */
export async function getNews(page: number, size: number, locale: TLocale): Promise<TNewsList> {
  return ZNewsList.parse(await apiFetch('/api/v1/content/news/', { locale, query: { page, size } }));
}

export function newsQueryOptions(page: number, size: number, locale: TLocale) {
  return queryOptions({
    queryKey: contentKeys.news(page, size, locale),
    queryFn: () => getNews(page, size, locale),
    staleTime: CONTENT_STALE_MS,
  });
}

/** The previous page stays on screen while the next one loads. */
export function useNews(page: number, size: number, locale: TLocale) {
  return useQuery({ ...newsQueryOptions(page, size, locale), placeholderData: keepPreviousData });
}
