import type { TAdminChainWatch } from '@exchanger/core';
import { AppError } from '../../../lib/app-error.js';
import type { TAdminChainsDeps } from './chains-deps.js';
import { watchView } from './watch-view.js';

/** A currency's watch (`watch` null: paid by hand); 404 for a currency that does not exist. */
export async function getWatch(
  deps: Pick<TAdminChainsDeps, 'repo' | 'catalogue' | 'sources'>,
  currencyId: number,
): Promise<TAdminChainWatch> {
  if (!deps.catalogue.snapshot().currenciesById.has(currencyId))
    throw new AppError('not_found', 'currency_unknown');
  return watchView(currencyId, await deps.repo.watchOf(currencyId), deps.sources);
}
