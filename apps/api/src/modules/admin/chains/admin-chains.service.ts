/**
 * The back office's side of on-chain payment acceptance (docs/payments.md): a currency's watch
 * (read, saved, switched off; administrators only) and the chains' health. One use case per file
 * in this folder; this binds them to their dependencies for the routes.
 */
import type { ZAdminChainWatchBody } from '@exchanger/core';
import type { z } from 'zod';
import type { TStaff } from '../../../lib/staff.js';
import type { TAdminChainsDeps } from './chains-deps.js';
import { disableWatch } from './disable-watch.js';
import { getWatch } from './get-watch.js';
import { listChainHealth } from './list-chain-health.js';
import { saveWatch } from './save-watch.js';

export function createAdminChainsService(deps: TAdminChainsDeps) {
  return {
    watch: (currencyId: number) => getWatch(deps, currencyId),
    saveWatch: (currencyId: number, body: z.output<typeof ZAdminChainWatchBody>, staff: TStaff) =>
      saveWatch(deps, staff, currencyId, body),
    disableWatch: (currencyId: number, staff: TStaff) => disableWatch(deps, staff, currencyId),
    health: () => listChainHealth(deps),
  };
}

export type TAdminChainsService = ReturnType<typeof createAdminChainsService>;
