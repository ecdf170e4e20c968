import { toIso, type TAuditPage, type ZAuditQuery } from '@exchanger/core';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import type { TStaff } from '../../../lib/staff.js';
import type { TAdminDeps } from '../admin-deps.js';

/**
 * The audit log of staff actions, newest first, filtered by actor, action and target.
 * Administrators only (decision 023): operators are among those it watches.
 */
export async function listAudit(
  deps: Pick<TAdminDeps, 'audit'>,
  staff: TStaff,
  query: z.output<typeof ZAuditQuery>,
): Promise<TAuditPage> {
  if (staff.role !== 'admin') throw new AppError('permission_denied', 'admin_only');
  const { count, rows } = await deps.audit.page(query);
  return {
    count,
    page: query.page,
    size: query.size,
    results: rows.map((r) => ({
      id: r.id,
      createdAt: toIso(r.createdAt),
      actorId: r.actorId,
      actor: r.actor,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      reason: r.reason,
      details: r.details,
    })),
  };
}
