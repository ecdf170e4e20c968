/**
 * The route table of the SPA: every route of core `ROUTES` in Russian (plain path) and English
 * (`/en`), named `routeName(name, locale)` (e.g. `news-slug___en`, in `id` and `handle.name`),
 * all under one layout. Page components load lazily (see route-modules.ts); guarded routes wait
 * for the start-up session check. An unknown path throws a 404 that carries the attempted path.
 * Each language's layout route loads that language's dictionary first, so a page in a language
 * not yet shown (the language switch, a link to `/en`) renders only once its words are there.
 *
 * Beside them, outside `ROUTES` (so never in sitemaps) and outside the public layout: the operator
 * back office at `/admin/...` and `/en/admin/...`, its own lazily loaded subtree. Guests are sent
 * to the login page and back; the layout itself turns away users without an operator role.
 */
import {
  isAdminPath,
  LOCALES,
  localePrefix,
  ROUTES,
  routeName,
  type TLocale,
  type TRouteDef,
} from '@exchanger/core';
import {
  data,
  Navigate,
  redirect,
  useLocation,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import type { TSessionStore } from '@/features/auth';
import { loadDictionary } from '@/lib/i18n';
import { ErrorPage, RootErrorBoundary } from './error-page';
import { guardRedirect } from './guards';
import { AppLayout, LocalePages, PageFallback } from './layout/app-layout';
import { adminPath, routerPath, type TAdminSection } from './paths';
import type { TRouteHandle } from './route-handle';
import { loadAdminModule, loadPageModule, type TAdminPage } from './route-modules';

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

/**
 * A route that only sends on to `target(search)`: its loader redirects, and the same redirect is
 * its element, so that a render before the loader has run (the first load) has something to show
 * (React Router warns about a leaf route without one).
 */
function redirectOnly(target: (search: string) => string): Pick<RouteObject, 'loader' | 'Component'> {
  return {
    loader: ({ request }: LoaderFunctionArgs) => redirect(target(new URL(request.url).search)),
    Component: function RedirectOnly() {
      return <Navigate to={target(useLocation().search)} replace />;
    },
  };
}

function adminRoute(locale: TLocale, { session }: TAppRoutesDeps): RouteObject {
  const handle = (name: string): TRouteHandle => ({ name: routeName(name, locale), locale, route: null });
  const page = (name: string, key: TAdminPage, path: TAdminSection | `${TAdminSection}/${string}` | '*') => ({
    id: routeName(name, locale),
    path,
    handle: handle(name),
    lazy: async () => {
      const module = await loadAdminModule();
      return { Component: module.adminPages[key], ErrorBoundary: module.AdminRouteError };
    },
  });
  return {
    id: routeName('admin', locale),
    path: adminPath(null, locale),
    handle: handle('admin'),
    loader: async ({ request }: LoaderFunctionArgs) => {
      // The back office speaks the site's words too (lib/i18n/admin.ts).
      await Promise.all([session.ready(), loadDictionary(locale)]);
      const target = guardRedirect('auth', session.isLoggedIn(), locale, attemptedPath(request));
      return target ? redirect(target) : null;
    },
    lazy: async () => ({ Component: (await loadAdminModule()).AdminLayout }),
    // Only when the back office itself cannot load (a failed chunk): its pages have their own.
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: PageFallback,
    children: [
      {
        id: routeName('admin-index', locale),
        index: true,
        handle: handle('admin-index'),
        ...redirectOnly(() => adminPath('claims', locale)),
      },
      page('admin-claims', 'claims', 'claims'),
      page('admin-claim', 'claim', 'claims/:id'),
      page('admin-users', 'users', 'users'),
      page('admin-shops', 'shops', 'shops'),
      {
        id: routeName('admin-withdrawals-index', locale),
        path: 'withdrawals',
        handle: handle('admin-withdrawals-index'),
        // An old link with a filter (`?status=all`) keeps it.
        ...redirectOnly((search) => `${adminPath('withdrawals', locale, 'referral')}${search}`),
      },
      page('admin-withdrawals', 'withdrawals', 'withdrawals/referral'),
      page('admin-shop-withdrawals', 'shop-withdrawals', 'withdrawals/shops'),
      {
        id: routeName('admin-catalogue', locale),
        path: 'catalogue',
        handle: handle('admin-catalogue'),
        ...redirectOnly(() => adminPath('catalogue', locale, 'currencies')),
      },
      page('admin-currencies', 'currencies', 'catalogue/currencies'),
      page('admin-currency-new', 'currency-new', 'catalogue/currencies/new'),
      page('admin-currency', 'currency', 'catalogue/currencies/:id'),
      page('admin-directions', 'directions', 'catalogue/directions'),
      page('admin-feeds', 'feeds', 'catalogue/feeds'),
      page('admin-chains', 'chains', 'chains'),
      page('admin-content', 'content', 'content'),
      page('admin-content-new', 'content-new', 'content/new'),
      page('admin-content-item', 'content-item', 'content/:id'),
      page('admin-messages', 'messages', 'messages'),
      page('admin-message', 'message', 'messages/:id'),
      page('admin-contest', 'contest', 'contest'),
      page('admin-settings', 'settings', 'settings'),
      page('admin-audit', 'audit', 'audit'),
      page('admin-approvals', 'approvals', 'approvals'),
      page('admin-not-found', 'not-found', '*'),
    ],
  };
}

/** The back office's routes, both languages (`/admin/...`, `/en/admin/...`). */
export function createAdminRoutes(deps: TAppRoutesDeps): RouteObject[] {
  return LOCALES.map((locale) => adminRoute(locale, deps));
}

/**
 * For a router made without the back office's routes: adds them the first time a path in it is
 * visited. React Router asks on every path it matches only with a parameter or `*` (a page not
 * found), and for a path that matches no route.
 */
export function addAdminRoutesOnNavigation(deps: TAppRoutesDeps): PatchRoutesOnNavigationFunction {
  let added = false;
  return ({ path, patch }) => {
    if (added || !isAdminPath(routerPath(path))) return;
    added = true;
    patch(null, createAdminRoutes(deps));
  };
}

/**
 * The route table. Without `admin`, the back office is left out: a hydrating public page does
 * not rank and match its 52 routes, and the router adds them (`patchRoutesOnNavigation`) when a
 * visitor first goes there (docs/decisions/045-first-screen-tasks-and-the-benchs-browser.md).
 */
export function createAppRoutes(
  deps: TAppRoutesDeps,
  { admin = true }: { admin?: boolean } = {},
): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppLayout,
      ErrorBoundary: RootErrorBoundary,
      children: LOCALES.map((locale) => ({
        id: routeName('layout', locale),
        path: localePrefix(locale) || '/',
        loader: async () => {
          await loadDictionary(locale);
          return null;
        },
        // A language's table, once loaded, stays: nothing to load again on the next navigation.
        shouldRevalidate: () => false,
        Component: LocalePages,
        ErrorBoundary: ErrorPage,
        HydrateFallback: PageFallback,
        children: [...ROUTES.map((route) => pageRoute(route, locale, deps)), notFoundRoute(locale)],
      })),
    },
    ...(admin ? createAdminRoutes(deps) : []),
  ];
}
