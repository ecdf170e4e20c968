import type { DataRouter } from 'react-router';
import { appBase, buildId } from '@/config';
import { createUpdateChecker, fetchDeployedBuildId, type TUpdateChecker } from '@/lib/update-check';

let checker: TUpdateChecker | null = null;

const NO_UPDATE = { updateAvailable: false, latestBuildId: null };

/** In the server-side renderer: the page being rendered is the newest build. */
const serverChecker: TUpdateChecker = {
  getState: () => NO_UPDATE,
  subscribe: () => () => undefined,
  check: () => Promise.resolve(),
  start: () => () => undefined,
};

/** The page's update checker (created on first use, started by main.tsx in production). */
export function getUpdateChecker(): TUpdateChecker {
  if (typeof document === 'undefined') return serverChecker;
  checker ??= createUpdateChecker({
    currentBuildId: buildId,
    fetchBuildId: () => fetchDeployedBuildId(`${appBase}version.json`),
  });
  return checker;
}

/**
 * Once a newer build is known, the next route navigation becomes a full page load, so the new
 * page comes with the new build's chunks instead of possibly missing old ones.
 */
export function reloadOnNextNavigation(
  router: Pick<DataRouter, 'state' | 'subscribe' | 'createHref'>,
  updates: Pick<TUpdateChecker, 'getState'>,
  location: Pick<Location, 'assign' | 'reload'> = window.location,
): () => void {
  let lastKey = router.state.location.key;
  let done = false;
  return router.subscribe((state) => {
    const moved = state.location.key !== lastKey;
    lastKey = state.location.key;
    if (done || !updates.getState().updateAvailable) return;
    if (state.navigation.location) {
      done = true;
      location.assign(router.createHref(state.navigation.location));
    } else if (moved) {
      done = true;
      location.reload();
    }
  });
}
