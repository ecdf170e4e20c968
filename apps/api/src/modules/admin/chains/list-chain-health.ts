import type { TAdminChainHealth } from '@exchanger/core';
import { chainHealth } from '../../chains/index.js';
import type { TAdminChainsDeps } from './chains-deps.js';

/** Each chain a currency is watched on, as its watcher last saw it (operators and administrators). */
export async function listChainHealth(
  deps: Pick<TAdminChainsDeps, 'repo' | 'sources' | 'now'>,
): Promise<TAdminChainHealth[]> {
  const list = await chainHealth(deps.repo, deps.sources, deps.now?.() ?? new Date());
  return list.map(({ currencyIds: _ids, ...health }) => health);
}
