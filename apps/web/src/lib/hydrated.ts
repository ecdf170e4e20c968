import { useSyncExternalStore } from 'react';
import { isHydrated, subscribeHydrated } from './hydration-phase';

export { hydrationEnds, hydrationStarts } from './hydration-phase';

/**
 * False on the server and while the browser hydrates a server-rendered page, true after (and at
 * once in a page the browser renders itself). For what only the browser can draw, e.g. a portal
 * into `document.body`: rendered after hydration, so the server's markup and the first render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeHydrated, isHydrated, () => false);
}

/**
 * The time zone to show dates in on a page the server may render: UTC on the server and while the
 * page hydrates (the server does not know the visitor's zone, and both renders must agree), then
 * the browser's own (undefined).
 */
export function useDisplayTimeZone(): string | undefined {
  return useHydrated() ? undefined : 'UTC';
}
