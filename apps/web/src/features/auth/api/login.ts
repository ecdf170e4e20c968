import { ZAccess, type TLocale, type TLogin } from '@exchanger/core';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, setAccessToken } from '@/lib/api-client';
import { getMe, type TUser } from './get-me';

/**
 * `POST /front-api/auth/login/`: the server sets the refresh cookie (and `has_session`), the access
 * token stays in memory; then the profile is loaded, since being logged in means having it.
 * 400 names the refused field, 409 is an account not yet activated, 403 a blocked one, 429 too many tries.
 */
export async function login(body: TLogin, locale: TLocale): Promise<TUser> {
  const { access } = ZAccess.parse(
    await apiFetch('/front-api/auth/login/', { method: 'POST', body, locale }),
  );
  setAccessToken(access);
  return getMe(locale);
}

export function useLogin(locale: TLocale) {
  return useMutation({ mutationFn: (body: TLogin) => login(body, locale) });
}
