import { splitLocalePath, type TLocale } from '../i18n/locales.js';
import { ROUTES, type TRouteDef } from './route-table.js';

export interface TRouteMatch {
  route: TRouteDef;
  locale: TLocale;
  params: Record<string, string>;
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

const compiled = ROUTES.map((route) => ({ route, parts: segments(route.path) }));

/**
 * Finds the route of a URL path (with or without the `/en` prefix, with or without a trailing
 * slash). Static segments win over parameters, so `/claim/fail` is not the claim `fail`.
 */
export function matchRoute(pathname: string): TRouteMatch | null {
  const { locale, path } = splitLocalePath(pathname);
  const parts = segments(path);
  let best: { match: TRouteMatch; score: number } | null = null;
  for (const { route, parts: pattern } of compiled) {
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    let ok = true;
    for (let i = 0; i < pattern.length; i += 1) {
      const expected = pattern[i] as string;
      const actual = parts[i] as string;
      if (expected.startsWith(':')) {
        try {
          params[expected.slice(1)] = decodeURIComponent(actual);
        } catch {
          ok = false;
          break;
        }
      } else if (expected === actual) {
        score += 1;
      } else {
        ok = false;
        break;
      }
    }
    if (ok && (!best || score > best.score)) best = { match: { route, locale, params }, score };
  }
  return best?.match ?? null;
}

/**
 * The operator back office (`/admin`, `/en/admin` and below): a separate, lazily loaded part of
 * the SPA, outside the public route table (never in sitemaps, never indexed).
 */
export function isAdminPath(pathname: string): boolean {
  const { path } = splitLocalePath(pathname);
  return path === '/admin' || (path.startsWith('/admin/') && !path.startsWith('/admin/api/'));
}
