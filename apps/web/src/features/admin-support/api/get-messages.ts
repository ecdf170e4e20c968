import { ZAdminMessagePage, type TAdminMessagePage, type TLocale } from '@exchanger/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_POLL_MS } from '@/lib/admin-keys';
import type { TMessageFilters } from '../utils/filters';
import { supportKeys } from './keys';

export interface TMessagesQuery {
  page: number;
  size: number;
  filters: TMessageFilters;
}

/** `GET /admin/api/messages/?page&size&status&q`: the contact form's messages, newest first. */
export async function getMessages(query: TMessagesQuery, locale: TLocale): Promise<TAdminMessagePage> {
  return ZAdminMessagePage.parse(
    await apiFetch('/admin/api/messages/', {
      locale,
      query: { page: query.page, size: query.size, ...query.filters },
    }),
  );
}

export function messagesQueryOptions(query: TMessagesQuery, locale: TLocale) {
  return queryOptions({
    queryKey: [...supportKeys.messages(), 'list', query, locale] as const,
    queryFn: () => getMessages(query, locale),
    // New messages appear without a reload, as new claims do.
    refetchInterval: ADMIN_POLL_MS,
  });
}

export function useMessages(query: TMessagesQuery, locale: TLocale) {
  return useQuery({ ...messagesQueryOptions(query, locale), placeholderData: keepPreviousData });
}

/** How many messages nobody has answered yet, for the badge of the navigation. */
export function useNewMessages(locale: TLocale): number | null {
  const { data } = useQuery({
    ...messagesQueryOptions({ page: 1, size: 1, filters: {} }, locale),
    select: (page) => page.newCount,
  });
  return data ?? null;
}
