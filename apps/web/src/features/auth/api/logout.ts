import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, setAccessToken } from '@/lib/api-client';
import { HAS_SESSION_COOKIE } from '../session-store';

/**
 * `POST /front-api/auth/logout/`: the server revokes the refresh token and clears both cookies.
 * Whatever it answers, this tab forgets the access token and the `has_session` hint, so a failed
 * call never leaves the visitor half logged in.
 */
export async function logout(): Promise<void> {
  try {
    await apiFetch('/front-api/auth/logout/', { method: 'POST' });
  } catch (error) {
    console.warn('logout failed', error);
  } finally {
    setAccessToken(null);
    document.cookie = `${HAS_SESSION_COOKIE}=; Max-Age=0; Path=/`;
  }
}

/** Logs out and drops every cached answer that belonged to the user. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => queryClient.removeQueries({ queryKey: ['me'] }),
  });
}
