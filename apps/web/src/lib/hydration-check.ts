/**
 * Hydration problems said plainly, so that the browser tests fail on one (e2e/support/browser.ts;
 * docs/decisions/038-preact-runtime.md). The runtime is Preact: it reports no recoverable error as
 * React did; it calls a hook when the server's markup lacks an element the first render needs, and
 * silently corrects text and keeps the server's attributes otherwise. So:
 *
 * - always: that hook logs `hydration mismatch:` (a missing or different element);
 * - in the browser tests (`window.__EXCHANGER_CHECK_HYDRATION__`, set before the page's scripts
 *   run): the first render is drawn to a string, with the very state the hydration starts from, and
 *   compared with the server's markup, so that a different text or attribute is caught too
 *   (`hydration-compare.ts`, loaded only then).
 */
import { options } from 'preact';

declare global {
  interface Window {
    /** Set by the browser tests: compare the server's markup with the browser's first render. */
    __EXCHANGER_CHECK_HYDRATION__?: boolean;
  }
}

export const HYDRATION_MISMATCH = 'hydration mismatch:';

interface TMismatchVNode {
  type: unknown;
}

/** Preact's hook for an element hydration could not find (`options._hydrationMismatch`, mangled). */
interface TPreactHydrationHook {
  __m?: (vnode: TMismatchVNode, excessDomChildren: (Node | null)[] | null) => void;
}

function nameOf(type: unknown): string {
  if (typeof type === 'string') return type;
  if (type === null) return '#text';
  return (type as { displayName?: string; name?: string }).displayName ?? 'component';
}

/** Logs every element the hydration had to create because the server's markup lacked it. */
export function reportHydrationMismatches(): void {
  (options as TPreactHydrationHook).__m = (vnode, excess) => {
    const found = (excess ?? []).map((node) => node?.nodeName.toLowerCase()).filter(Boolean);
    console.error(
      HYDRATION_MISMATCH,
      `expected <${nameOf(vnode.type)}>, the server's markup has ${found.length ? found.join(', ') : 'nothing'} here`,
    );
  };
}

export function shouldCompareFirstRender(win: Window): boolean {
  return win.__EXCHANGER_CHECK_HYDRATION__ === true;
}
