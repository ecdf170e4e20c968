import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider, type TSessionStore } from '@/features/auth';
import { isApiError } from '@/lib/api-client';

export interface TQueryClientOptions {
  /**
   * A protected call answered 401 even after the api-client's refresh and retry: the session is
   * over (logged out in another tab, revoked, expired).
   */
  onUnauthorized?: () => void;
  /** The server-side renderer's client: a failed call is not retried (the browser will try). */
  server?: boolean;
}

/**
 * Failed loads are logged, and the screen stays as it was; the few loads that must show
 * an error page throw from their route instead. Client errors (4xx) are not retried.
 */
export function createQueryClient({ onUnauthorized, server = false }: TQueryClientOptions = {}): QueryClient {
  // `otp_required` is a 401 too, but the session goes on: the form asks for the code.
  const checkSession = (error: unknown) => {
    if (isApiError(error) && error.status === 401 && error.code !== 'otp_required') onUnauthorized?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // On the server a failed load is left to the browser (src/entry-server.tsx).
        if (server) return;
        checkSession(error);
        console.warn('load failed', query.queryKey, error);
      },
    }),
    mutationCache: new MutationCache({ onError: checkSession }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          !server && failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function AppProviders({
  queryClient,
  session,
  children,
}: {
  queryClient: QueryClient;
  session: TSessionStore;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider store={session}>{children}</SessionProvider>
    </QueryClientProvider>
  );
}
