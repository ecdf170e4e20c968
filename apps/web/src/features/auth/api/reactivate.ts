import type { TLocale } from '@exchanger/core';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/v1/users/reactivate/` → 204, the same answer whether or not the address is known. */
export async function reactivate(email: string, locale: TLocale): Promise<void> {
  await apiFetch('/api/v1/users/reactivate/', { method: 'POST', body: { email }, locale });
}

export function useReactivate(locale: TLocale) {
  return useMutation({ mutationFn: (email: string) => reactivate(email, locale) });
}
