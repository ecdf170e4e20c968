/**
 * New-build detection (docs/architecture.md#screens): about hourly, and when the tab comes back after at least an
 * hour, fetch `/version.json` (no cache) and compare its build id with the embedded one. A
 * different id flags `updateAvailable`: the app shows a reload banner and turns the next route
 * navigation into a full page load (old chunks may be gone from the server).
 */
import { loadSchemas } from './parse-answer';

export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface TUpdateState {
  updateAvailable: boolean;
  latestBuildId: string | null;
}

export interface TUpdateChecker {
  getState: () => TUpdateState;
  subscribe: (listener: () => void) => () => void;
  /** Checks now; never throws. */
  check: () => Promise<void>;
  /** Starts the hourly timer and the re-focus check; returns the stop function. */
  start: () => () => void;
}

export interface TUpdateCheckerDeps {
  currentBuildId: string;
  /** Fetches and returns the deployed build id. */
  fetchBuildId: () => Promise<string>;
  now?: () => number;
  intervalMs?: number;
  win?: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setInterval' | 'clearInterval'>;
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

export async function fetchDeployedBuildId(url: string): Promise<string> {
  const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`version check: HTTP ${response.status}`);
  const { ZBuildInfo } = await loadSchemas();
  return ZBuildInfo.parse(await response.json()).buildId;
}

export function createUpdateChecker({
  currentBuildId,
  fetchBuildId,
  now = Date.now,
  intervalMs = UPDATE_CHECK_INTERVAL_MS,
  win = window,
  doc = document,
}: TUpdateCheckerDeps): TUpdateChecker {
  const listeners = new Set<() => void>();
  let state: TUpdateState = { updateAvailable: false, latestBuildId: null };
  let lastCheckAt = now();
  let inFlight: Promise<void> | null = null;

  async function run(): Promise<void> {
    lastCheckAt = now();
    try {
      const latest = await fetchBuildId();
      if (latest !== currentBuildId && latest !== state.latestBuildId) {
        state = { updateAvailable: true, latestBuildId: latest };
        for (const listener of listeners) listener();
      }
    } catch (error) {
      console.warn('update check failed', error);
    }
  }

  function check(): Promise<void> {
    inFlight ??= run().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  function checkIfDue(): void {
    if (doc.visibilityState === 'hidden') return;
    if (now() - lastCheckAt >= intervalMs) void check();
  }

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    check,
    start: () => {
      const timer = win.setInterval(() => void check(), intervalMs);
      doc.addEventListener('visibilitychange', checkIfDue);
      win.addEventListener('focus', checkIfDue);
      return () => {
        win.clearInterval(timer);
        doc.removeEventListener('visibilitychange', checkIfDue);
        win.removeEventListener('focus', checkIfDue);
      };
    },
  };
}
