/**
 * The route table of the SPA: every route of core `ROUTES` in Russian (plain path) and English
 * (`/en`), named `routeName(name, locale)` (e.g. `news-slug___en`, in `id` and `handle.name`),
 * all under one layout. Page components load lazily (see route-modules.ts); guarded routes wait
 * for the start-up session check. An unknown path throws a 404 that carries the attempted path.
 */
import { LOCALES, localePrefix, ROUTES, routeName, type TLocale, type TRouteDef } from '@exchanger/core';
import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { TSessionStore } from '@/features/auth';
import { ErrorPage, RootErrorBoundary } from './error-page';
import { guardRedirect } from './guards';
import { AppLayout, PageFallback } from './layout/app-layout';
import type { TRouteHandle } from './route-handle';
import { loadPageModule } from './route-modules';

export interface TAppRoutesDeps {
  session: Pick<TSessionStore, 'ready' | 'isLoggedIn'>;
}

function attemptedPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

function pageRoute(route: TRouteDef, locale: TLocale, { session }: TAppRoutesDeps): RouteObject {
  const handle: TRouteHandle = { name: routeName(route.name, locale), locale, route };
  const lazy = async () => ({ Component: (await loadPageModule(route)).default });
  const loader = route.guard
    ? async ({ request }: LoaderFunctionArgs) => {
        await session.ready();
        const target = guardRedirect(route.guard, session.isLoggedIn(), locale, attemptedPath(request));
        return target ? redirect(target) : null;
      }
    : undefined;
  const common = { id: handle.name, handle, lazy, ...(loader ? { loader } : {}) };
  return route.path === '/' ? { ...common, index: true } : { ...common, path: route.path.slice(1) };
}

function notFoundRoute(locale: TLocale): RouteObject {
  const handle: TRouteHandle = { name: routeName('not-found', locale), locale, route: null };
  return {
    id: handle.name,
    path: '*',
    handle,
    // Never rendered: the loader always throws to the error page.
    Component: () => null,
    loader: ({ request }: LoaderFunctionArgs) => {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's way to reach the error page with a status
      throw data({ path: new URL(request.url).pathname }, { status: 404 });
    },
  };
}

export function createAppRoutes(deps: TAppRoutesDeps): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppLayout,
      ErrorBoundary: RootErrorBoundary,
      children: LOCALES.map((locale) => ({
        id: routeName('layout', locale),
        path: localePrefix(locale) || '/',
        ErrorBoundary: ErrorPage,
        HydrateFallback: PageFallback,
        children: [...ROUTES.map((route) => pageRoute(route, locale, deps)), notFoundRoute(locale)],
      })),
    },
  ];
}
