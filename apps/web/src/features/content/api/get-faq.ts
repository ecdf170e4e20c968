import { ZFaq, type TFaq, type TLocale } from '@exchanger/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { CONTENT_STALE_MS, contentKeys } from './get-page';

/** `GET /api/v1/content/faq/`: the published questions, grouped, in the page's language. */
export async function getFaq(locale: TLocale): Promise<TFaq> {
  return ZFaq.parse(await apiFetch('/api/v1/content/faq/', { locale }));
}

export function faqQueryOptions(locale: TLocale) {
  return queryOptions({
    queryKey: contentKeys.faq(locale),
    queryFn: () => getFaq(locale),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useFaq(locale: TLocale) {
  return useQuery(faqQueryOptions(locale));
}
