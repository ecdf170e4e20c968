/**
 * Whether the page is past hydration, without React (read by `src/preact-react.ts`, the builds'
 * `react`, and by `lib/hydrated.ts`; docs/decisions/038-preact-runtime.md): false where there is no
 * window (the server renderer), true in a browser (a page it renders itself, the unit tests) except
 * from `hydrationStarts` to `hydrationEnds` (src/main.tsx).
 */
let hydrated = typeof window !== 'undefined';
const listeners = new Set<() => void>();

export function isHydrated(): boolean {
  return hydrated;
}

export function subscribeHydrated(listener: () => void): () => void {
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
