import type { TApprovalPage, ZApprovalQuery } from '@exchanger/core';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { TStaff } from '../../lib/staff.js';
import type { TApprovalsDeps } from './approvals.deps.js';
import { proposalView } from './proposal-view.js';

/** Proposals, newest first (`?status=pending`: what waits), with the number waiting. Administrators only. */
export async function listProposals(
  deps: Pick<TApprovalsDeps, 'repo'>,
  staff: TStaff,
  query: z.output<typeof ZApprovalQuery>,
): Promise<TApprovalPage> {
  if (staff.role !== 'admin') throw new AppError('permission_denied', 'admin_only');
  const { count, pending, rows } = await deps.repo.page(query);
  return { count, page: query.page, size: query.size, pending, results: rows.map(proposalView) };
}
