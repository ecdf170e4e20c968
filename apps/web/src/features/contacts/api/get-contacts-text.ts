import { ZPublicPage, type TLocale, type TPublicPage } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api-client';

/**
 * `GET /api/v1/content/pages/contacts/`: the text operators publish above the channels (hours,
 * what to write about); null while none is published (404).
 */
export async function getContactsText(locale: TLocale): Promise<TPublicPage | null> {
  try {
    return ZPublicPage.parse(await apiFetch('/api/v1/content/pages/contacts/', { locale }));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function contactsTextQueryOptions(locale: TLocale) {
  return queryOptions({
    queryKey: ['contacts', 'text', locale] as const,
    queryFn: () => getContactsText(locale),
    staleTime: 5 * 60_000,
  });
}

export function useContactsText(locale: TLocale) {
  return useQuery(contactsTextQueryOptions(locale));
}
