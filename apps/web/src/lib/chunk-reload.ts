/**
 * After a deploy, lazy chunks of the old build may be gone. Vite fires `vite:preloadError` when a
 * dynamic import fails; we reload the page once (at most once per 10 seconds) so the new
 * build is fetched. Inside that window the error propagates and the error page shows.
 */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

/** Pure decision: reload unless the last reload happened less than `windowMs` ago. */
export function shouldReloadAfterChunkError(
  lastReloadAt: number | null,
  now: number,
  windowMs: number = CHUNK_RELOAD_WINDOW_MS,
): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  return now - lastReloadAt >= windowMs || now < lastReloadAt;
}

export interface TChunkReloadDeps {
  win: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /**
   * Where the last reload's time is kept, asked for only when a chunk fails: a page's first use of
   * its storage waits on the browser (docs/decisions/045-first-screen-tasks-and-the-benchs-browser.md).
   */
  storage: () => Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  now?: () => number;
}

export function installChunkReloadGuard({
  win,
  storage,
  reload,
  now = Date.now,
}: TChunkReloadDeps): () => void {
  function readLastReload(): number | null {
    try {
      const stored = storage()?.getItem(CHUNK_RELOAD_KEY);
      return stored ? Number(stored) : null;
    } catch {
      return null;
    }
  }

  function onPreloadError(event: Event): void {
    const at = now();
    if (!shouldReloadAfterChunkError(readLastReload(), at)) return;
    event.preventDefault();
    try {
      storage()?.setItem(CHUNK_RELOAD_KEY, String(at));
    } catch {
      // Without storage we cannot rate-limit; reloading once is still the best answer.
    }
    reload();
  }
  win.addEventListener('vite:preloadError', onPreloadError);
  return () => win.removeEventListener('vite:preloadError', onPreloadError);
}
