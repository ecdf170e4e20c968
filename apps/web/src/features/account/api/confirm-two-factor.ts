import { ZRecoveryCodes, type TLocale, type TRecoveryCodes } from '@exchanger/core';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * `POST /api/v1/users/me/2fa/confirm/`: a code of the pending secret turns the second factor on;
 * the ten recovery codes come back once. A wrong code is 400 naming `otp`.
 */
export async function confirmTwoFactor(otp: string, locale: TLocale): Promise<TRecoveryCodes> {
  return ZRecoveryCodes.parse(
    await apiFetch('/api/v1/users/me/2fa/confirm/', { method: 'POST', body: { otp }, locale }),
  );
}

export function useConfirmTwoFactor(locale: TLocale) {
  return useMutation({ mutationFn: (otp: string) => confirmTwoFactor(otp, locale) });
}
