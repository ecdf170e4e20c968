import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { AppProviders, createQueryClient } from '@/app/providers';
import { createAppRoutes } from '@/app/router';
import { createSessionStore, type TUser } from '@/features/auth';

export interface TRenderAppOptions {
  /** A user to be logged in as after the start-up check, or a pending promise of one. */
  user?: TUser | Promise<TUser | null> | null;
}

/** Renders the whole app (layout, routes, guards) at `path` in a memory router. */
export function renderApp(path: string, { user = null }: TRenderAppOptions = {}) {
  // Endpoints do not exist in unit tests (the maintenance banner's failure is only logged); the
  // calculator answers with an empty catalogue, so the home page renders its empty state.
  const EMPTY_LISTS = ['/api/v1/calculator/', '/api/v1/calculator/from/', '/api/v1/calculator/reserves/'];
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : input, 'http://localhost').pathname.replace(
      /^\/en\//,
      '/',
    );
    return Promise.resolve(
      EMPTY_LISTS.includes(path) ? Response.json([]) : new Response('', { status: 404 }),
    );
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const session = createSessionStore({
    hasSessionCookie: () => user !== null,
    fetchProfile: () => Promise.resolve(user),
  });
  void session.init();
  const router = createMemoryRouter(createAppRoutes({ session }), { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient} session={session}>
      <RouterProvider router={router} useTransitions={false} />
    </AppProviders>,
  );
  return { ...view, router, session };
}
