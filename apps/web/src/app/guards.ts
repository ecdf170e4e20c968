import { localizePath, type TLocale, type TRouteGuard } from '@exchanger/core';

/**
 * Where a guarded route sends the visitor, or `null` to let them in (docs/architecture.md#screens):
 * `auth` sends anonymous users to the localized login page with `?next=<attempted path>`,
 * `guest` sends logged-in users to the localized account page.
 */
export function guardRedirect(
  guard: TRouteGuard | undefined,
  isLoggedIn: boolean,
  locale: TLocale,
  attemptedPath: string,
): string | null {
  switch (guard) {
    case undefined:
      return null;
    case 'auth':
      return isLoggedIn
        ? null
        : `${localizePath('/login', locale)}?${new URLSearchParams({ next: attemptedPath }).toString()}`;
    case 'guest':
      return isLoggedIn ? localizePath('/account', locale) : null;
  }
}
