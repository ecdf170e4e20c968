import {
  ZApiKeyCreated,
  ZApiKeyList,
  type TApiKey,
  type TApiKeyCreated,
  type TLocale,
} from '@exchanger/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

const KEYS_KEY = ['me', 'shop', 'keys'] as const;

/** `GET /api/v1/users/me/shop/keys/`: the shop's keys, revoked ones included, newest first. */
export async function getApiKeys(locale: TLocale): Promise<TApiKey[]> {
  return ZApiKeyList.parse(await apiFetch('/api/v1/users/me/shop/keys/', { locale }));
}

export function useApiKeys(locale: TLocale) {
  return useQuery(
    queryOptions({
      queryKey: [...KEYS_KEY, locale] as const,
      queryFn: () => getApiKeys(locale),
      staleTime: 15_000,
    }),
  );
}

/** `POST /api/v1/users/me/shop/keys/` → 201 with the whole key, shown this once. */
export async function createApiKey(name: string, locale: TLocale): Promise<TApiKeyCreated> {
  return ZApiKeyCreated.parse(
    await apiFetch('/api/v1/users/me/shop/keys/', { method: 'POST', body: { name }, locale }),
  );
}

/** `DELETE /api/v1/users/me/shop/keys/{id}/` → 204: the key stops working at once. */
export async function revokeApiKey(id: number, locale: TLocale): Promise<void> {
  await apiFetch(`/api/v1/users/me/shop/keys/${id}/`, { method: 'DELETE', locale });
}

export function useCreateApiKey(locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createApiKey(name, locale),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEYS_KEY }),
  });
}

export function useRevokeApiKey(locale: TLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => revokeApiKey(id, locale),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEYS_KEY }),
  });
}
