import { toIso, type TAuditPage, type ZAuditQuery } from '@exchanger/core';
import type { z } from 'zod';
import type { TAdminDeps } from '../admin-deps.js';

/** The audit log of staff actions, newest first, filtered by actor, action and target. */
export async function listAudit(
  deps: Pick<TAdminDeps, 'audit'>,
  query: z.output<typeof ZAuditQuery>,
): Promise<TAuditPage> {
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
