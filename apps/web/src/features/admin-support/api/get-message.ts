import { ZAdminMessage, type TAdminMessage, type TLocale } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_POLL_MS } from '@/lib/admin-keys';
import { supportKeys } from './keys';

/** `GET /admin/api/messages/{id}/`: the text, the linked claim and what operators did with it. */
export async function getMessage(id: number, locale: TLocale): Promise<TAdminMessage> {
  return ZAdminMessage.parse(await apiFetch(`/admin/api/messages/${id}/`, { locale }));
}

export function messageQueryOptions(id: number, locale: TLocale) {
  return queryOptions({
    queryKey: [...supportKeys.message(id), locale] as const,
    queryFn: () => getMessage(id, locale),
    // Another operator may answer it meanwhile.
    refetchInterval: ADMIN_POLL_MS,
  });
}

export function useMessage(id: number, locale: TLocale) {
  return useQuery(messageQueryOptions(id, locale));
}
