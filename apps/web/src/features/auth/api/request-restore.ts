import type { TLocale } from '@exchanger/core';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/v1/users/restore/` → 204, the same answer whether or not the address is known. */
export async function requestRestore(email: string, locale: TLocale): Promise<void> {
  await apiFetch('/api/v1/users/restore/', { method: 'POST', body: { email }, locale });
}

export function useRequestRestore(locale: TLocale) {
  return useMutation({ mutationFn: (email: string) => requestRestore(email, locale) });
}
