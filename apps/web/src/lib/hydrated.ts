import { useSyncExternalStore } from 'react';

/**
 * Whether the page is past hydration. Not React's server snapshot (`useSyncExternalStore`'s third
 * argument), which the browser's runtime, Preact, ignores (docs/decisions/037-preact-runtime.md):
 * false where there is no window (the server renderer), true in a browser (a page it renders
 * itself, the unit tests) except from `hydrationStarts` to `hydrationEnds` (src/main.tsx).
 */
let hydrated = typeof window !== 'undefined';
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Before the browser hydrates a server-rendered page: its first render draws what the server drew. */
export function hydrationStarts(): void {
  hydrated = false;
}

/** Once the server's markup is hydrated: what only the browser can draw is drawn now. */
export function hydrationEnds(): void {
  if (hydrated) return;
  hydrated = true;
  for (const listener of [...listeners]) listener();
}

/**
 * False on the server and while the browser hydrates a server-rendered page, true after (and at
 * once in a page the browser renders itself). For what only the browser can draw, e.g. a portal
 * into `document.body`: rendered after hydration, so the server's markup and the first render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}

/**
 * The time zone to show dates in on a page the server may render: UTC on the server and while the
 * page hydrates (the server does not know the visitor's zone, and both renders must agree), then
 * the browser's own (undefined).
 */
export function useDisplayTimeZone(): string | undefined {
  return useHydrated() ? undefined : 'UTC';
}
