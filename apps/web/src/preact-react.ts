/**
 * What `react` is in the builds (`preactAliases` in vite.config.ts; docs/decisions/038-preact-runtime.md):
 * `preact/compat`, with one difference put back. React's `useSyncExternalStore` reads its third
 * argument, the server snapshot, on the server and while a page hydrates; `preact/compat` ignores
 * it and reads the store, which on the server may not exist (`document`) and in the browser may
 * differ from what the server drew. Here the server snapshot is read until the page is hydrated
 * (`lib/hydration-phase.ts`), and the component reads the store again once it is.
 */
import compat, { useSyncExternalStore as compatUseSyncExternalStore } from 'preact/compat';
import { useMemo } from 'preact/hooks';
import { isHydrated, subscribeHydrated } from '@/lib/hydration-phase';

// @ts-expect-error -- preact/compat's types declare `export =`, which cannot be re-exported this way; the module itself has named exports.
export * from 'preact/compat';

export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const subscribeBoth = useMemo(
    () => (onChange: () => void) => {
      const unsubscribe = subscribe(onChange);
      const unsubscribeHydrated = subscribeHydrated(onChange);
      return () => {
        unsubscribe();
        unsubscribeHydrated();
      };
    },
    [subscribe],
  );
  return compatUseSyncExternalStore(subscribeBoth, () =>
    getServerSnapshot && !isHydrated() ? getServerSnapshot() : getSnapshot(),
  );
}

export default { ...compat, useSyncExternalStore };
