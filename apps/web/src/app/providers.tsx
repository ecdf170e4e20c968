import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider, type TSessionStore } from '@/features/auth';
import { isApiError } from '@/lib/api-client';

/**
 * Failed loads are logged, and the screen stays as it was (spec §8); the few loads that must show
 * an error page throw from their route instead. Client errors (4xx) are not retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => console.warn('load failed', query.queryKey, error),
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
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
