import { ZMe, type TLocale, type TMe } from '@exchanger/core';
import { apiFetch, isApiError, refreshAccessToken } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** The profile of the signed-in user (docs/api.md#auth-and-users). */
export type TUser = TMe;

export function parseUser(body: unknown): TUser | null {
  const parsed = ZMe.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/** `GET /api/v1/users/me/`. */
export async function getMe(locale?: TLocale): Promise<TUser> {
  return parseAnswer((s) => s.ZMe, apiFetch('/api/v1/users/me/', locale ? { locale } : {}));
}

/**
 * The start-up profile check: obtain an access token from the refresh cookie, then load the
 * profile. No session (401), no endpoint (404) or any other failure means "logged out".
 */
export async function fetchStartupProfile(): Promise<TUser | null> {
  try {
    const token = await refreshAccessToken();
    if (!token) return null;
    return await getMe();
  } catch (error) {
    if (!(isApiError(error) && (error.status === 401 || error.status === 404))) {
      console.warn('profile check failed', error);
    }
    return null;
  }
}
