import type { TAdminNetworkExplorer } from '@exchanger/core';
import { AppError } from '../../../lib/app-error.js';
import type { TStaff } from '../../../lib/staff.js';
import type { TAdminChainsDeps } from './chains-deps.js';
import { networksInUse } from './explorer-view.js';

/**
 * Clears a network's explorer (administrators only): its transactions are no longer linked,
 * except a watched currency's with a template of its own. Audited (`setting.explorer.reset`) in
 * the same transaction when there was one to clear; 404 for a code that is neither used nor set.
 */
export async function clearExplorer(
  deps: Pick<TAdminChainsDeps, 'db' | 'repo' | 'audit' | 'catalogue'>,
  staff: TStaff,
  networkCode: string,
): Promise<TAdminNetworkExplorer> {
  const currencies = networksInUse(deps.catalogue).get(networkCode);
  const cleared = await deps.db.transaction(async (tx) => {
    const before = await deps.repo.clearNetworkExplorer(tx, networkCode);
    if (before === null) return false;
    await deps.audit.record(
      {
        actorId: staff.id,
        action: 'setting.explorer.reset',
        targetType: 'setting',
        targetId: `explorer.${networkCode}`,
        reason: '',
        details: { networkCode, before },
      },
      tx,
    );
    return true;
  });
  if (!cleared && !currencies) throw new AppError('not_found', 'network_unknown');
  return { networkCode, currencies: currencies ?? [], txUrl: null };
}
