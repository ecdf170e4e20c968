import type { TLocale, TRouteDef } from '@exchanger/core';
import { useMatches } from 'react-router';

/** What every page route carries in `handle`: its full name (`rules___en`), locale and definition. */
export interface TRouteHandle {
  name: string;
  locale: TLocale;
  route: TRouteDef | null;
}

export function isRouteHandle(value: unknown): value is TRouteHandle {
  return (
    typeof value === 'object' && value !== null && 'name' in value && 'locale' in value && 'route' in value
  );
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): TRouteHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}
