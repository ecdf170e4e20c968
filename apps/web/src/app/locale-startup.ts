/**
 * Locale on first load (docs/architecture.md#languages), decided before the router exists:
 * - on the root path `/`, the remembered locale (cookie) or else the browser's language wins,
 *   and English means replacing the URL with `/en` (search and hash kept);
 * - anywhere else the URL decides and nothing is redirected;
 * - a missing cookie is set to the locale of the page the visitor ends up on.
 */
import { localizePath, pickBrowserLocale, splitLocalePath, type TLocale } from '@exchanger/core';
import { readLocaleCookie, writeLocaleCookie } from '@/lib/locale-cookie';

export interface TStartupInput {
  pathname: string;
  search: string;
  hash: string;
  cookieLocale: TLocale | null;
  languages: readonly string[];
}

export interface TStartupDecision {
  locale: TLocale;
  /** URL to `history.replaceState` to, or null to stay. */
  replaceWith: string | null;
  /** Locale to write into the cookie, or null to leave it. */
  writeCookie: TLocale | null;
}

export function decideStartupLocale({
  pathname,
  search,
  hash,
  cookieLocale,
  languages,
}: TStartupInput): TStartupDecision {
  if (pathname === '/') {
    const locale = cookieLocale ?? pickBrowserLocale(languages);
    const target = localizePath('/', locale);
    return {
      locale,
      replaceWith: target === pathname ? null : `${target}${search}${hash}`,
      writeCookie: cookieLocale ? null : locale,
    };
  }
  const { locale } = splitLocalePath(pathname);
  return { locale, replaceWith: null, writeCookie: cookieLocale ? null : locale };
}

export function applyStartupLocale(win: Window = window): TStartupDecision {
  const { pathname, search, hash } = win.location;
  const decision = decideStartupLocale({
    pathname,
    search,
    hash,
    cookieLocale: readLocaleCookie(win.document.cookie),
    languages: win.navigator.languages.length > 0 ? win.navigator.languages : [win.navigator.language],
  });
  if (decision.replaceWith) win.history.replaceState(win.history.state, '', decision.replaceWith);
  if (decision.writeCookie) writeLocaleCookie(decision.writeCookie);
  return decision;
}
