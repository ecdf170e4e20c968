import type { TAdminNetworkExplorer } from '@exchanger/core';
import type { TAdminChainsDeps } from './chains-deps.js';
import { explorersView, networksInUse } from './explorer-view.js';

/** Every network code in use by the currencies with its explorer or null (administrators only). */
export async function listExplorers(
  deps: Pick<TAdminChainsDeps, 'repo' | 'catalogue'>,
): Promise<TAdminNetworkExplorer[]> {
  return explorersView(networksInUse(deps.catalogue), await deps.repo.networkExplorers());
}
