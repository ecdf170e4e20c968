import { ZAdminContent, type TAdminContent, type TLocale } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { contentKeys } from './keys';

/**
 * `GET /admin/api/content/{id}/`: an item's draft, the draft rendered by the server (`preview`,
 * sanitized HTML) and what is published.
 */
export async function getContent(id: number, locale: TLocale): Promise<TAdminContent> {
  return ZAdminContent.parse(await apiFetch(`/admin/api/content/${id}/`, { locale }));
}

export function contentQueryOptions(id: number, locale: TLocale) {
  return queryOptions({
    queryKey: [...contentKeys.content(id), locale] as const,
    queryFn: () => getContent(id, locale),
    // Not polled: the editor's form is filled from it once, and reloading would not change it.
    staleTime: 30_000,
  });
}

export function useContent(id: number, locale: TLocale) {
  return useQuery(contentQueryOptions(id, locale));
}
