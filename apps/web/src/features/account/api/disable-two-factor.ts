import type { TLocale } from '@exchanger/core';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `DELETE /api/v1/users/me/2fa/` with a code or a recovery code (users only; staff get 403). */
export async function disableTwoFactor(otp: string, locale: TLocale): Promise<void> {
  await apiFetch('/api/v1/users/me/2fa/', { method: 'DELETE', body: { otp }, locale });
}

export function useDisableTwoFactor(locale: TLocale) {
  return useMutation({ mutationFn: (otp: string) => disableTwoFactor(otp, locale) });
}
