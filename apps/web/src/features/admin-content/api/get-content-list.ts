import { ZAdminContentPage, type TAdminContentPage, type TLocale } from '@exchanger/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { TContentFilters } from '../utils/filters';
import { contentKeys } from './keys';

export interface TContentListQuery {
  page: number;
  size: number;
  filters: TContentFilters;
}

/** `GET /admin/api/content/?page&size&kind&q`: pages, news and FAQ entries with their state. */
export async function getContentList(query: TContentListQuery, locale: TLocale): Promise<TAdminContentPage> {
  return ZAdminContentPage.parse(
    await apiFetch('/admin/api/content/', {
      locale,
      query: { page: query.page, size: query.size, ...query.filters },
    }),
  );
}

export function contentListQueryOptions(query: TContentListQuery, locale: TLocale) {
  return queryOptions({
    queryKey: [...contentKeys.contentList(), query, locale] as const,
    queryFn: () => getContentList(query, locale),
    staleTime: 10_000,
  });
}

export function useContentList(query: TContentListQuery, locale: TLocale) {
  return useQuery({ ...contentListQueryOptions(query, locale), placeholderData: keepPreviousData });
}
