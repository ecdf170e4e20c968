import { apiFetch, isApiError, refreshAccessToken } from '@/lib/api-client';

/** The profile of the signed-in user (spec §3: User has email and activated). */
export interface TUser {
  email: string;
  activated: boolean;
}

export function parseUser(body: unknown): TUser | null {
  if (typeof body !== 'object' || body === null) return null;
  const { email, activated } = body as Record<string, unknown>;
  if (typeof email !== 'string') return null;
  return { email, activated: activated === true };
}

/** `GET /api/v1/users/me/`. */
export async function getMe(): Promise<TUser | null> {
  return parseUser(await apiFetch('/api/v1/users/me/'));
}

/**
 * The start-up profile check: obtain an access token from the refresh cookie, then load the
 * profile. No session (401), no endpoint yet (404) or any other failure means "logged out".
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
