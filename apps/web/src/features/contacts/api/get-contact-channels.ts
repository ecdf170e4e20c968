import type { TContacts, TLocale } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/**
 * `GET /api/v1/contacts/`: the support e-mail, Telegram and phone (null: not offered), and "About
 * the exchanger" in both languages (the page picks its own), so one answer serves either language.
 */
export async function getContactChannels(locale: TLocale): Promise<TContacts> {
  return parseAnswer((s) => s.ZContacts, apiFetch('/api/v1/contacts/', { locale }));
}

export function contactChannelsQueryOptions(locale: TLocale) {
  return queryOptions({
    queryKey: ['contacts', 'channels'] as const,
    queryFn: () => getContactChannels(locale),
    staleTime: 60_000,
  });
}

export function useContactChannels(locale: TLocale) {
  return useQuery(contactChannelsQueryOptions(locale));
}
