import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { applyStartupLocale } from '@/app/locale-startup';
import { AppProviders, createQueryClient } from '@/app/providers';
import { createAppRoutes } from '@/app/router';
import { syncLocationCommits } from '@/app/sync-location-commits';
import { getUpdateChecker, reloadOnNextNavigation } from '@/app/update';
import { isProduction } from '@/config';
import { createSessionStore, fetchStartupProfile, HAS_SESSION_COOKIE } from '@/features/auth';
import { keepReferralFromSearch } from '@/features/referral';
import { installChunkReloadGuard } from '@/lib/chunk-reload';
import { readCookie } from '@/lib/cookies';
import '@/app/styles/index.css';

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

// The locale decision may rewrite `/` to `/en`: it must run before the router reads the URL.
applyStartupLocale(window);

// A referral link (`/?ref=<code>`): kept before any page reads it (sign-up, claim creation).
keepReferralFromSearch(window.location.search);

installChunkReloadGuard({
  win: window,
  storage: safeSessionStorage(),
  reload: () => window.location.reload(),
});

const session = createSessionStore({
  hasSessionCookie: () => readCookie(HAS_SESSION_COOKIE) === '1',
  fetchProfile: fetchStartupProfile,
});
void session.init();

const router = createBrowserRouter(createAppRoutes({ session }));
syncLocationCommits(router);

if (isProduction) {
  const updates = getUpdateChecker();
  updates.start();
  reloadOnNextNavigation(router, updates);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <AppProviders
      queryClient={createQueryClient({
        onUnauthorized: () => {
          if (session.isLoggedIn()) session.setUser(null);
        },
      })}
      session={session}
    >
      {/* Plain (non-transition) updates: the page changes in the same moment as the URL. */}
      <RouterProvider router={router} useTransitions={false} />
    </AppProviders>
  </StrictMode>,
);
