/**
 * The back office's side of on-chain payment acceptance (docs/payments.md): a currency's watch
 * (read, saved, switched off; administrators only), the networks' explorers (administrators only)
 * and the chains' health. One use case per file in this folder; this binds them to their
 * dependencies for the routes.
 */
import type { ZAdminChainWatchBody, ZAdminNetworkExplorerBody } from '@exchanger/core';
import type { z } from 'zod';
import type { TStaff } from '../../../lib/staff.js';
import type { TAdminChainsDeps } from './chains-deps.js';
import { clearExplorer } from './clear-explorer.js';
import { disableWatch } from './disable-watch.js';
import { getWatch } from './get-watch.js';
import { listChainHealth } from './list-chain-health.js';
import { listExplorers } from './list-explorers.js';
import { saveExplorer } from './save-explorer.js';
import { saveWatch } from './save-watch.js';

export function createAdminChainsService(deps: TAdminChainsDeps) {
  return {
    watch: (currencyId: number) => getWatch(deps, currencyId),
    saveWatch: (currencyId: number, body: z.output<typeof ZAdminChainWatchBody>, staff: TStaff) =>
      saveWatch(deps, staff, currencyId, body),
    disableWatch: (currencyId: number, staff: TStaff) => disableWatch(deps, staff, currencyId),
    health: () => listChainHealth(deps),
    explorers: () => listExplorers(deps),
    saveExplorer: (networkCode: string, body: z.output<typeof ZAdminNetworkExplorerBody>, staff: TStaff) =>
      saveExplorer(deps, staff, networkCode, body),
    clearExplorer: (networkCode: string, staff: TStaff) => clearExplorer(deps, staff, networkCode),
  };
}

export type TAdminChainsService = ReturnType<typeof createAdminChainsService>;
