import type { TAuditChain } from '@exchanger/core';
import { AppError } from '../../../lib/app-error.js';
import type { TStaff } from '../../../lib/staff.js';
import { verifyAuditChain } from '../../audit/index.js';
import type { TAdminDeps } from '../admin-deps.js';

/** The state of both hash chains, walked now (decision 023). Administrators only. */
export async function checkAuditChain(deps: Pick<TAdminDeps, 'chain'>, staff: TStaff): Promise<TAuditChain> {
  if (staff.role !== 'admin') throw new AppError('permission_denied', 'admin_only');
  return verifyAuditChain({ chain: deps.chain });
}
