import { findRoute, localizePath, type TLocale } from '@exchanger/core';

/** The localized path of a route by name: `routePath('rules', 'en')` → `/en/rules`. */
export function routePath(name: string, locale: TLocale): string {
  const route = findRoute(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return localizePath(route.path, locale);
}
