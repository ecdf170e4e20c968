import type { TLocale, TNewPassword } from '@exchanger/core';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/v1/users/restore/{token}/` → 204; a bad or expired token is a 400 with `detail`. */
export async function restorePassword(token: string, body: TNewPassword, locale: TLocale): Promise<void> {
  await apiFetch(`/api/v1/users/restore/${encodeURIComponent(token)}/`, { method: 'POST', body, locale });
}

export function useRestorePassword(token: string, locale: TLocale) {
  return useMutation({ mutationFn: (body: TNewPassword) => restorePassword(token, body, locale) });
}
