import { ZMe, type TLocale, type TMe, type TMeUpdate } from '@exchanger/core';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `PATCH /api/v1/users/me/` with the settings a user changes (language, e-mail notifications). */
export async function updateMe(body: TMeUpdate, locale: TLocale): Promise<TMe> {
  return ZMe.parse(await apiFetch('/api/v1/users/me/', { method: 'PATCH', body, locale }));
}

export function useUpdateMe(locale: TLocale) {
  return useMutation({ mutationFn: (body: TMeUpdate) => updateMe(body, locale) });
}
