/**
 * Locales of the product (docs/architecture.md#languages): Russian is the default and lives at the plain path,
 * English lives under the `/en` prefix. The same rules serve the SPA router and the server.
 */
export const LOCALES = ['ru', 'en'] as const;
export type TLocale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: TLocale = 'ru';

/** BCP 47 tags used for `<html lang>`, `hreflang` and sitemaps. */
export const LOCALE_TAGS: Record<TLocale, string> = { ru: 'ru-RU', en: 'en-US' };

/** Cookie that remembers the chosen language, kept for 365 days. */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** URL prefix of a locale: `''` for the default one, `/en` for English. */
export function localePrefix(locale: TLocale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

export function isLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Splits `/en/rules` into `{ locale: 'en', path: '/rules' }`; a plain path is Russian. */
export function splitLocalePath(pathname: string): { locale: TLocale; path: string } {
  for (const locale of LOCALES) {
    const prefix = localePrefix(locale);
    if (!prefix) continue;
    if (pathname === prefix || pathname === `${prefix}/`) return { locale, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** The same page in another locale: `/en/rules` → `/rules`, `/faq` → `/en/faq`. */
export function localizePath(pathname: string, locale: TLocale): string {
  const { path } = splitLocalePath(pathname);
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * The locale a first visit should get from the browser's preferred languages, or the default.
 * `languages` is `navigator.languages` (most preferred first), e.g. `['en-GB', 'en']`.
 */
export function pickBrowserLocale(languages: readonly string[]): TLocale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}
