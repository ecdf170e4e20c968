import { ZNewsArticle, type TLocale, type TNewsArticle } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { CONTENT_STALE_MS, contentKeys } from './get-page';

/** `GET /api/v1/content/news/{slug}/`: a published news article (404 when there is none). */
export async function getArticle(slug: string, locale: TLocale): Promise<TNewsArticle> {
  return ZNewsArticle.parse(await apiFetch(`/api/v1/content/news/${encodeURIComponent(slug)}/`, { locale }));
}

export function articleQueryOptions(slug: string, locale: TLocale) {
  return queryOptions({
    queryKey: contentKeys.article(slug, locale),
    queryFn: () => getArticle(slug, locale),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useArticle(slug: string, locale: TLocale) {
  return useQuery(articleQueryOptions(slug, locale));
}
