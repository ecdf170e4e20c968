import { ZTwoFactorEnrolment, type TLocale, type TTwoFactorEnrolment } from '@exchanger/core';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/v1/users/me/2fa/`: a new secret to enrol (a new call replaces the pending one). */
export async function startTwoFactor(locale: TLocale): Promise<TTwoFactorEnrolment> {
  return ZTwoFactorEnrolment.parse(await apiFetch('/api/v1/users/me/2fa/', { method: 'POST', locale }));
}

export function useStartTwoFactor(locale: TLocale) {
  return useMutation({ mutationFn: () => startTwoFactor(locale) });
}
