import { findRoute, localizePath, type TLocale } from '@exchanger/core';

/** The localized path of a route by name: `routePath('rules', 'en')` → `/en/rules`. */
export function routePath(name: string, locale: TLocale): string {
  const route = findRoute(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return localizePath(route.path, locale);
}

const CLAIM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A claim id as the API issues them (a UUID); anything else in `/claim/…` or `/verify/…` is a 404. */
export function isClaimId(value: string): boolean {
  return CLAIM_ID.test(value);
}
