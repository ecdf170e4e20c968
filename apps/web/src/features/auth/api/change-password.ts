import type { TLocale, TPasswordChange } from '@exchanger/core';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/v1/users/me/password/` → 204; a wrong current password is a 400 `fields.oldPassword`. */
export async function changePassword(body: TPasswordChange, locale: TLocale): Promise<void> {
  await apiFetch('/api/v1/users/me/password/', { method: 'POST', body, locale });
}

export function useChangePassword(locale: TLocale) {
  return useMutation({ mutationFn: (body: TPasswordChange) => changePassword(body, locale) });
}
