import type { TLocale } from '@exchanger/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { LocaleProvider } from '@/lib/i18n';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

/** Catches what a component throws while rendering (as the route's error boundary would). */
export class CatchError extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error !== null) {
      const error = this.state.error as { status?: number; message?: string };
      return (
        <p data-testid="caught">
          {String(error.status ?? '')} {error.message ?? ''}
        </p>
      );
    }
    return this.props.children;
  }
}

/** Renders `ui` with a query client, the locale and a memory router, inside an error boundary. */
export function renderWithProviders(
  ui: ReactNode,
  {
    locale = 'ru',
    queryClient = createTestQueryClient(),
    path = '/',
  }: { locale?: TLocale; queryClient?: QueryClient; path?: string } = {},
) {
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider locale={locale}>
        <MemoryRouter initialEntries={[path]}>
          <CatchError>{node}</CatchError>
        </MemoryRouter>
      </LocaleProvider>
    </QueryClientProvider>
  );
  const view = render(wrap(ui));
  /** Renders `next` in place of `ui`, inside the same providers (its state is kept). */
  const rerender = (next: ReactNode) => view.rerender(wrap(next));
  return { ...view, rerender, queryClient };
}
