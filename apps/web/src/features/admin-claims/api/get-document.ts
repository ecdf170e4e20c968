import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetchBlob } from '@/lib/api-client';
import { claimKeys } from './keys';

/**
 * A document a client uploaded (a card photo), read from its `url` in the claim (an `/admin/api/…`
 * path) with the access token: an `<img src>` could not send it.
 */
export function getDocument(url: string): Promise<Blob> {
  return apiFetchBlob(url);
}

export function documentQueryOptions(url: string) {
  return queryOptions({
    queryKey: claimKeys.document(url),
    queryFn: () => getDocument(url),
    // A document never changes; it is dropped with the rest when the back office is left.
    staleTime: Infinity,
  });
}

export function useDocument(url: string) {
  return useQuery(documentQueryOptions(url));
}
