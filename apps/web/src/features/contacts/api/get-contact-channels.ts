import { ZContactChannels, type TContactChannels, type TLocale } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/v1/contacts/`: the support e-mail, Telegram and phone (null: not offered). */
export async function getContactChannels(locale: TLocale): Promise<TContactChannels> {
  return ZContactChannels.parse(await apiFetch('/api/v1/contacts/', { locale }));
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
