import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { AppProviders, createQueryClient } from '@/app/providers';
import { createAppRoutes } from '@/app/router';
import { createSessionStore, type TUser } from '@/features/auth';
import { createFakeApi, type TFakeHandler } from './fake-api';

export interface TRenderAppOptions {
  /** A user to be logged in as after the start-up check, or a pending promise of one. */
  user?: TUser | Promise<TUser | null> | null;
  /** API routes of the fake server (`'POST /api/v1/users/signup/'` → handler); others answer 404. */
  routes?: Record<string, TFakeHandler>;
}

/** Renders the whole app (layout, routes, guards) at `path` in a memory router. */
export function renderApp(path: string, { user = null, routes = {} }: TRenderAppOptions = {}) {
  // The maintenance banner's failing load is only logged; the calculator answers with an empty
  // catalogue, so the home page renders its empty state.
  const api = createFakeApi({
    'GET /api/v1/calculator/': () => [],
    'GET /api/v1/calculator/from/': () => [],
    'GET /api/v1/calculator/reserves/': () => [],
    ...routes,
  });
  api.install();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const session = createSessionStore({
    hasSessionCookie: () => user !== null,
    fetchProfile: () => Promise.resolve(user),
  });
  void session.init();
  const router = createMemoryRouter(createAppRoutes({ session }), { initialEntries: [path] });
  const queryClient = createQueryClient({
    onUnauthorized: () => {
      if (session.isLoggedIn()) session.setUser(null);
    },
  });
  const view = render(
    <AppProviders queryClient={queryClient} session={session}>
      <RouterProvider router={router} useTransitions={false} />
    </AppProviders>,
  );
  return { ...view, router, session, api };
}
