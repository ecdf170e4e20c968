import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, type TLocale } from '@exchanger/core';
import { readCookie, writeCookie } from './cookies';

/** The remembered language (docs/architecture.md#languages): `i18n_redirected=ru|en`, path `/`, 365 days, SameSite=Lax. */
export function readLocaleCookie(cookieString?: string): TLocale | null {
  const value = readCookie(LOCALE_COOKIE, cookieString);
  return isLocale(value) ? value : null;
}

export function writeLocaleCookie(locale: TLocale): void {
  writeCookie(LOCALE_COOKIE, locale, {
    path: '/',
    maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'Lax',
  });
}
