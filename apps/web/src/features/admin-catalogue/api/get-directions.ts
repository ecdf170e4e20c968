import { ZAdminDirectionPage, type TAdminDirectionPage, type TLocale } from '@exchanger/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { TDirectionFilters } from '../utils/filters';
import { CATALOGUE_POLL_MS, catalogueKeys } from './keys';

export interface TDirectionPageQuery {
  page: number;
  size: number;
  filters: TDirectionFilters;
}

/**
 * `GET /admin/api/catalogue/directions/page/?page&size&q&state`: a page of directions with their
 * terms and the course served now (an exchanger may run thousands).
 */
export async function getDirectionPage(
  query: TDirectionPageQuery,
  locale: TLocale,
): Promise<TAdminDirectionPage> {
  return ZAdminDirectionPage.parse(
    await apiFetch('/admin/api/catalogue/directions/page/', {
      locale,
      query: { page: query.page, size: query.size, ...query.filters },
    }),
  );
}

export function directionPageQueryOptions(query: TDirectionPageQuery, locale: TLocale) {
  return queryOptions({
    queryKey: [...catalogueKeys.directions(), query, locale] as const,
    queryFn: () => getDirectionPage(query, locale),
    // Feed courses move, and a stale feed makes a direction unavailable.
    refetchInterval: CATALOGUE_POLL_MS,
  });
}

export function useDirectionPage(query: TDirectionPageQuery, locale: TLocale) {
  return useQuery({ ...directionPageQueryOptions(query, locale), placeholderData: keepPreviousData });
}
