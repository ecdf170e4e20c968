/**
 * The state a server-rendered page carries for its hydration (docs/decisions/034-server-rendering.md):
 * React Router's loader data and errors, and the answers of the API calls the page made while it
 * was rendered. A JSON data block (`<script id="ssr-state" type="application/json">`), never run
 * as a script, so the page's Content-Security-Policy keeps `script-src 'self'`.
 */
import type { DehydratedState } from '@tanstack/react-query';

export const SSR_STATE_ELEMENT_ID = 'ssr-state';

export interface TSsrState {
  router: {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    /** Serialised the way React Router reads them back (`__type: 'RouteErrorResponse'`). */
    errors: Record<string, unknown> | null;
  };
  queries: DehydratedState;
}

/** The embedded state, or null when the page was not rendered on the server. */
export function readSsrState(doc: Document): TSsrState | null {
  const text = doc.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as TSsrState;
  } catch {
    console.warn('ssr-state: not valid JSON, rendering in the browser');
    return null;
  }
}
