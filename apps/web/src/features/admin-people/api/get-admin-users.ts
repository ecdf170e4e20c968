import { ZAdminUserPage, type TAdminUserPage, type TLocale } from '@exchanger/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { TUserFilters } from '../utils/filters';
import { peopleKeys } from './keys';

export interface TAdminUsersQuery {
  page: number;
  size: number;
  filters: TUserFilters;
}

/** `GET /admin/api/users/?page&size&q&role&blocked`. */
export async function getAdminUsers(query: TAdminUsersQuery, locale: TLocale): Promise<TAdminUserPage> {
  return ZAdminUserPage.parse(
    await apiFetch('/admin/api/users/', {
      locale,
      query: { page: query.page, size: query.size, ...query.filters },
    }),
  );
}

export function adminUsersQueryOptions(query: TAdminUsersQuery, locale: TLocale) {
  return queryOptions({
    queryKey: [...peopleKeys.users(), query, locale] as const,
    queryFn: () => getAdminUsers(query, locale),
    staleTime: 10_000,
  });
}

export function useAdminUsers(query: TAdminUsersQuery, locale: TLocale) {
  return useQuery({ ...adminUsersQueryOptions(query, locale), placeholderData: keepPreviousData });
}
