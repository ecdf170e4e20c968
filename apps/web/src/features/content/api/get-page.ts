import { ZPublicPage, type TLocale, type TPublicPage } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/v1/content/pages/{key}/`: a published information page, as sanitized HTML. */
export async function getPage(key: string, locale: TLocale): Promise<TPublicPage> {
  return ZPublicPage.parse(await apiFetch(`/api/v1/content/pages/${encodeURIComponent(key)}/`, { locale }));
}

export const contentKeys = {
  page: (key: string, locale: TLocale) => ['content', 'page', key, locale] as const,
  news: (page: number, size: number, locale: TLocale) => ['content', 'news', { page, size }, locale] as const,
  article: (slug: string, locale: TLocale) => ['content', 'article', slug, locale] as const,
  faq: (locale: TLocale) => ['content', 'faq', locale] as const,
};

/** Operators edit texts rarely: five minutes of freshness spares a request on every visit. */
export const CONTENT_STALE_MS = 5 * 60_000;

export function pageQueryOptions(key: string, locale: TLocale) {
  return queryOptions({
    queryKey: contentKeys.page(key, locale),
    queryFn: () => getPage(key, locale),
    staleTime: CONTENT_STALE_MS,
  });
}

export function usePage(key: string, locale: TLocale) {
  return useQuery(pageQueryOptions(key, locale));
}
