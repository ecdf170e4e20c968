import { matchRoute, routeName } from '@exchanger/core';
import { hydrate } from '@tanstack/react-query';
import type { VNode } from 'preact';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { applyStartupLocale } from '@/app/locale-startup';
import { AppProviders, createQueryClient } from '@/app/providers';
import { routerPath } from '@/app/paths';
import { addAdminRoutesOnNavigation, createAppRoutes } from '@/app/router';
import { syncLocationCommits } from '@/app/sync-location-commits';
import { getUpdateChecker, reloadOnNextNavigation } from '@/app/update';
import { isProduction } from '@/config';
import { createSessionStore, fetchStartupProfile, HAS_SESSION_COOKIE } from '@/features/auth';
import { keepReferralFromSearch } from '@/features/referral';
import { watchPresses } from '@/lib/after-press';
import { watchTyping } from '@/lib/typing';
import { installChunkReloadGuard } from '@/lib/chunk-reload';
import { readCookie } from '@/lib/cookies';
import {
  HYDRATION_MISMATCH,
  reportHydrationMismatches,
  shouldCompareFirstRender,
} from '@/lib/hydration-check';
import { hydrateFirstPart, hydrateTheRest } from '@/lib/hydrate-later';
import { hydrationEnds, hydrationStarts } from '@/lib/hydrated';
import { loadDictionary } from '@/lib/i18n';
import { readSsrState, type TSsrState } from '@/lib/ssr-state';
import '@/app/styles/index.css';

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const session = createSessionStore({
  hasSessionCookie: () => readCookie(HAS_SESSION_COOKIE) === '1',
  fetchProfile: fetchStartupProfile,
});

declare global {
  interface Window {
    /** React Router reads a server-rendered page's loader data and errors from here. */
    __staticRouterHydrationData?: TSsrState['router'];
  }
}

/** The route object of id `id` in `routes` or below. */
function findRouteObject(routes: RouteObject[], id: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const below = route.children ? findRouteObject(route.children, id) : undefined;
    if (below) return below;
  }
  return undefined;
}

/**
 * The page module of the URL's route, loaded before hydration: React Router then starts from the
 * server's state instead of loading it (and drawing the fallback over the server's markup). Found
 * with core's `matchRoute` rather than React Router's `matchRoutes`, which flattens and ranks the
 * whole route table (the router does that once more when it is made); like the server's router, a
 * path also matches with its escaped letters decoded and in another case.
 */
async function loadMatchedPage(routes: RouteObject[]): Promise<void> {
  const { pathname } = window.location;
  const match = matchRoute(pathname) ?? matchRoute(routerPath(pathname));
  const route = match ? findRouteObject(routes, routeName(match.route.name, match.locale)) : undefined;
  if (typeof route?.lazy !== 'function') return;
  Object.assign(route, { ...(await route.lazy()), lazy: undefined });
}

/** Calls `onStart` once the app's first render (or the first pass of its hydration) has committed. */
function Started({ onStart }: { onStart: () => void }) {
  useEffect(() => onStart(), [onStart]);
  return null;
}

/** `<html data-started>`: the app has started (the browser tests wait for it). */
function markStarted(): void {
  document.documentElement.setAttribute('data-started', '');
}

/** Lets the browser handle input and paint before the next piece of start-up work. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Starts the app once what its first render reads is here. A function rather than top-level
 * `await`, which would make the bundler split the entry's shared code into many small files.
 */
async function start(container: HTMLElement): Promise<void> {
  // The modules' evaluation ends its task; the start's own work (the locale, the cookies, the
  // query cache, the route table) is done in the next (docs/decisions/045-first-screen-tasks-and-the-benchs-browser.md).
  await nextTask();

  // The locale decision may rewrite `/` to `/en`: it must run before the router reads the URL.
  const startup = applyStartupLocale(window);
  // A page rendered on the server (docs/decisions/034-server-rendering.md) is hydrated, unless the
  // browser has just moved it to the other language (then the browser renders it afresh).
  const ssrState = startup.replaceWith ? null : readSsrState(document);
  // The page's language table, asked for at once (beside the page's chunk): the first render reads it.
  const startupDictionary = loadDictionary(startup.locale);

  // A referral link (`/?ref=<code>`): kept before any page reads it (sign-up, claim creation).
  keepReferralFromSearch(window.location.search);
  // A field's message waits for the press that left it (lib/after-press.ts); a notice waits while
  // the visitor types (lib/typing.ts).
  watchPresses();
  watchTyping();
  installChunkReloadGuard({
    win: window,
    storage: safeSessionStorage,
    reload: () => window.location.reload(),
  });
  void session.init();

  const queryClient = createQueryClient({
    onUnauthorized: () => {
      if (session.isLoggedIn()) session.setUser(null);
    },
  });
  // A server-rendered page is public: the back office's routes are added when it is first visited.
  const routes = createAppRoutes({ session }, { admin: !ssrState });
  if (ssrState) {
    hydrate(queryClient, ssrState.queries);
    await loadMatchedPage(routes);
    window.__staticRouterHydrationData = ssrState.router;
    // Making the router ranks the whole route table: a task of its own, apart from the modules'
    // evaluation and the hydration (docs/decisions/044-first-screen-main-thread.md).
    await nextTask();
  }
  const router = createBrowserRouter(
    routes,
    ssrState ? { patchRoutesOnNavigation: addAdminRoutesOnNavigation({ session }) } : {},
  );
  syncLocationCommits(router);

  if (isProduction) {
    const updates = getUpdateChecker();
    updates.start();
    reloadOnNextNavigation(router, updates);
  }

  await startupDictionary;

  let firstPassCommitted: () => void = () => undefined;
  const committed = new Promise<void>((resolve) => {
    firstPassCommitted = resolve;
  });
  // A function: each render gets elements of its own (Preact writes its bookkeeping into them).
  const app = () => (
    <StrictMode>
      <Started onStart={ssrState ? firstPassCommitted : markStarted} />
      <AppProviders queryClient={queryClient} session={session}>
        {/* Plain (non-transition) updates: the page changes in the same moment as the URL. */}
        <RouterProvider router={router} useTransitions={false} />
      </AppProviders>
    </StrictMode>
  );
  if (!ssrState) {
    // Nothing to hand over on a page the browser renders itself.
    window.__typedBeforeHydration = undefined;
    createRoot(container).render(app());
    return;
  }
  // A mismatch between the server's markup and the browser's first render is a bug: said plainly,
  // so that the browser tests fail on it (e2e/support/browser.ts, src/lib/hydration-check.ts).
  reportHydrationMismatches();
  hydrationStarts();
  // Preact hydrates in one task: it starts a task of its own, apart from the modules' evaluation.
  await nextTask();
  if (shouldCompareFirstRender(window)) {
    // Only in the browser tests: the string renderer is loaded for it, nothing else awaited after.
    const [{ renderToString }, { compareFirstRender }] = await Promise.all([
      import('preact-render-to-string'),
      import('@/lib/hydration-compare'),
    ]);
    const serverHtml = container.innerHTML;
    compareFirstRender(serverHtml, renderToString(app() as unknown as VNode), document);
  }
  // Handing React what was typed before hydration is loaded beside the hydration, not with the
  // first screen's JavaScript: nothing before it needs it (docs/decisions/044-first-screen-main-thread.md).
  const typedBefore = import('@/lib/typed-before-hydration');
  // The same element in both runtimes: the browser build's is Preact (docs/decisions/038-preact-runtime.md).
  // The parts under `HydrateLater` (the header, the exchange form and its sides, the footer…) are
  // left for later tasks, one each (lib/hydrate-later.tsx, docs/decisions/044-first-screen-main-thread.md).
  hydrateFirstPart(() => {
    startTransition(() => {
      hydrateRoot(container, app(), {
        onRecoverableError: (error) => console.error(HYDRATION_MISMATCH, error),
      });
    });
  });
  await Promise.all([committed, hydrateTheRest(nextTask)]);
  // Every part is hydrated: React is handed what the visitor typed into the server's page before
  // then, before anything renders the fields again (the end of hydration below does).
  // (A failed load of it, a deploy meanwhile, is left to the chunk-reload guard: the page goes on.)
  const replay = await typedBefore.then(
    (module) => module.replayTypedBeforeHydration,
    () => null,
  );
  replay?.(container, window.__typedBeforeHydration);
  // Taken: theme-init.js stops noting fields at the next one.
  window.__typedBeforeHydration = undefined;
  // Preact has hydrated every part by now (React DOM, in `npm run dev:web`, reads the server
  // snapshot until it has); what only the browser draws is drawn now, in a task of its own.
  await nextTask();
  hydrationEnds();
  markStarted();
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
void start(container);
