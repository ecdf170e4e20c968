import { ZAdminFeedList, type TAdminFeed, type TLocale } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { CATALOGUE_POLL_MS, catalogueKeys } from './keys';

/** `GET /admin/api/catalogue/feeds/`: the rate sources, when they last answered and failed, and whether they are fresh. */
export async function getFeeds(locale: TLocale): Promise<TAdminFeed[]> {
  return ZAdminFeedList.parse(await apiFetch('/admin/api/catalogue/feeds/', { locale }));
}

export function feedsQueryOptions(locale: TLocale) {
  return queryOptions({
    queryKey: [...catalogueKeys.feeds(), locale] as const,
    queryFn: () => getFeeds(locale),
    refetchInterval: CATALOGUE_POLL_MS,
  });
}

export function useFeeds(locale: TLocale) {
  return useQuery(feedsQueryOptions(locale));
}
