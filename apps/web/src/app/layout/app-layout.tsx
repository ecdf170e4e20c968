import { findRoute, splitLocalePath } from '@exchanger/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { keepReferralFromSearch } from '@/features/referral';
import { DemoBanner, MaintenanceBanner } from '@/features/tech';
import { useDocumentLanguage } from '@/lib/document-language';
import { HydrateLater } from '@/lib/hydrate-later';
import { whenPageIdle } from '@/lib/idle';
import { LocaleProvider, translate } from '@/lib/i18n';
import { preloadRoute } from '../route-modules';
import { Footer } from './footer';
import { Header } from './header';
import { NAV_ITEMS } from './nav-items';
import { UpdateBanner } from './update-banner';
import { useChatWidget } from './use-chat-widget';

function preloadNavigation(): void {
  for (const item of NAV_ITEMS) {
    const route = findRoute(item.name);
    if (route) void preloadRoute(route);
  }
}

/**
 * Warms the navigation's page chunks (at most 4 at once, route-modules.ts) only when the visitor
 * uses the page and it is idle: its code is in (the caller mounts with the page), the visitor has
 * pressed, typed, touched, turned the wheel or moved the mouse, the window has loaded, no query is fetching
 * (the home page's first quote), and the browser is idle (lib/idle.ts).
 */
function preloadNavigationWhenIdle(queryClient: QueryClient): () => void {
  return whenPageIdle(preloadNavigation, {
    isBusy: () => queryClient.isFetching() > 0,
    subscribe: (onChange) => queryClient.getQueryCache().subscribe(onChange),
  });
}

/**
 * The one layout of every route (docs/architecture.md#screens): the demo-data warning, header,
 * maintenance notice, page, footer.
 */
export function AppLayout() {
  const { pathname, search } = useLocation();
  const { locale } = splitLocalePath(pathname);

  // A referral link followed inside the app (the first page load is handled in main.tsx).
  useEffect(() => {
    keepReferralFromSearch(search);
  }, [search]);

  useDocumentLanguage(locale);

  useChatWidget(locale);

  return (
    <LocaleProvider locale={locale}>
      <a className="skip-link" href="#main">
        {translate(locale, 'a11y.skipToContent')}
      </a>
      <div className="app">
        <DemoBanner />
        <HydrateLater>
          <Header />
        </HydrateLater>
        <MaintenanceBanner />
        {/* The page, hydrated in a task after the frame and the router (lib/hydrate-later.tsx). */}
        <HydrateLater>
          <main id="main" className="app__main" tabIndex={-1}>
            <Outlet />
          </main>
        </HydrateLater>
        <HydrateLater>
          <Footer />
        </HydrateLater>
      </div>
      <UpdateBanner />
      <ScrollRestoration />
    </LocaleProvider>
  );
}

/**
 * The pages of one language (the component of its layout route). The router shows it only once
 * the first page's chunk and the language's words are loaded (`PageFallback` until then), so the
 * preloads it starts never race the page itself.
 */
export function LocalePages() {
  const queryClient = useQueryClient();
  useEffect(() => preloadNavigationWhenIdle(queryClient), [queryClient]);
  return <Outlet />;
}

/** Shown inside the layout while the first page chunk loads. */
export function PageFallback() {
  const { pathname } = useLocation();
  return (
    <div className="container page page-fallback" aria-busy="true">
      <span className="sr-only">{translate(splitLocalePath(pathname).locale, 'a11y.loading')}</span>
    </div>
  );
}
