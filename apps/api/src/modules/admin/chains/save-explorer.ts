import type { TAdminNetworkExplorer, ZAdminNetworkExplorerBody } from '@exchanger/core';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import type { TStaff } from '../../../lib/staff.js';
import type { TAdminChainsDeps } from './chains-deps.js';
import { networksInUse } from './explorer-view.js';

/**
 * Sets the explorer of a network the currencies use (administrators only, decision 020): its
 * transactions are linked with it unless a currency's watch has a template of its own
 * (docs/payments.md). The template is checked by the contract; the template and its audit entry
 * (`setting.explorer`) are written in one transaction. 404 for a code no currency has.
 */
export async function saveExplorer(
  deps: Pick<TAdminChainsDeps, 'db' | 'repo' | 'audit' | 'catalogue'>,
  staff: TStaff,
  networkCode: string,
  body: z.output<typeof ZAdminNetworkExplorerBody>,
): Promise<TAdminNetworkExplorer> {
  const currencies = networksInUse(deps.catalogue).get(networkCode);
  if (!currencies) throw new AppError('not_found', 'network_unknown');
  await deps.db.transaction(async (tx) => {
    const before = await deps.repo.networkExplorerOf(networkCode, tx);
    await deps.repo.saveNetworkExplorer(tx, networkCode, body.txUrl);
    await deps.audit.record(
      {
        actorId: staff.id,
        action: 'setting.explorer',
        targetType: 'setting',
        targetId: `explorer.${networkCode}`,
        reason: '',
        details: { networkCode, txUrl: body.txUrl, before: before?.txUrl ?? null },
      },
      tx,
    );
  });
  return { networkCode, currencies, txUrl: body.txUrl };
}
