import type { TAdminChainWatch } from '@exchanger/core';
import { AppError } from '../../../lib/app-error.js';
import type { TStaff } from '../../../lib/staff.js';
import type { TAdminChainsDeps } from './chains-deps.js';
import { getWatch } from './get-watch.js';

/**
 * Back to manual payments (administrators only): the watch is switched off, not deleted, so its
 * key's indexes are never given again; audited (`currency.unwatch`) in the same transaction.
 */
export async function disableWatch(
  deps: TAdminChainsDeps,
  staff: TStaff,
  currencyId: number,
): Promise<TAdminChainWatch> {
  const currency = deps.catalogue.snapshot().currenciesById.get(currencyId);
  if (!currency) throw new AppError('not_found', 'currency_unknown');
  await deps.db.transaction(async (tx) => {
    const before = await deps.repo.watchOf(currencyId, tx);
    if (!before?.enabled) return;
    await deps.repo.disableWatch(tx, currencyId);
    await deps.audit.record(
      {
        actorId: staff.id,
        action: 'currency.unwatch',
        targetType: 'currency',
        targetId: String(currencyId),
        reason: '',
        details: { code: currency.code, chain: before.chain, net: before.net },
      },
      tx,
    );
  });
  deps.availability.forget();
  return getWatch(deps, currencyId);
}
