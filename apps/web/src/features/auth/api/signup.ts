import type { TLocale, TSignup } from '@exchanger/core';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/v1/users/signup/` → 201; the server mails an activation link. 400 `fields.email` when taken. */
export async function signup(body: TSignup, locale: TLocale): Promise<void> {
  await apiFetch('/api/v1/users/signup/', { method: 'POST', body, locale });
}

export function useSignup(locale: TLocale) {
  return useMutation({ mutationFn: (body: TSignup) => signup(body, locale) });
}
