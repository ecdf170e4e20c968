import type { DataRouter } from 'react-router';
import { appBase, buildId } from '@/config';
import { createUpdateChecker, fetchDeployedBuildId, type TUpdateChecker } from '@/lib/update-check';

let checker: TUpdateChecker | null = null;

/** The page's update checker (created on first use, started by main.tsx in production). */
export function getUpdateChecker(): TUpdateChecker {
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
