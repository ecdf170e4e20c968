import type { TAdminUser, ZAdminUserUpdate } from '@exchanger/core';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import type { TStaff } from '../../../lib/staff.js';
import { refuseOwnRecord } from '../../audit/index.js';
import type { TAdminDeps } from '../admin-deps.js';
import { userView } from './user-view.js';

/**
 * Blocks, unblocks or changes the role of a user. Operators may block and unblock plain users;
 * admins may also change roles and block operators. Nobody blocks, unblocks or changes the role
 * of their own account (403 `own_record`, the attempt audited;
 * docs/decisions/020-roles-and-own-records.md). The user's row is locked for the change, which is
 * audited in its transaction.
 */
export async function updateUser(
  deps: Pick<TAdminDeps, 'db' | 'repo' | 'audit'>,
  staff: TStaff,
  id: number,
  body: z.output<typeof ZAdminUserUpdate>,
): Promise<TAdminUser> {
  const { repo } = deps;
  if (body.role === undefined && body.blocked === undefined)
    throw new AppError('validation_error', 'validation_error', { fields: { role: ['change_required'] } });
  if (id === staff.id)
    await refuseOwnRecord(
      deps.audit,
      {
        actorId: staff.id,
        action: body.role !== undefined ? 'user.role' : body.blocked ? 'user.block' : 'user.unblock',
        targetType: 'user',
        targetId: String(id),
        reason: body.reason,
        ownership: 'owner',
        details: {
          ...(body.role !== undefined ? { toRole: body.role } : {}),
          ...(body.blocked !== undefined ? { blocked: body.blocked } : {}),
        },
      },
      'staff_self_change',
    );
  await deps.db.transaction(async (tx) => {
    const target = await repo.lockUser(tx, id);
    if (!target) throw new AppError('not_found', 'user_not_found');
    if (body.role !== undefined && staff.role !== 'admin')
      throw new AppError('permission_denied', 'admin_only');
    if (target.role !== 'user' && staff.role !== 'admin')
      throw new AppError('permission_denied', 'admin_only');
    const change = {
      ...(body.role !== undefined && body.role !== target.role ? { role: body.role } : {}),
      ...(body.blocked !== undefined && body.blocked !== (target.blockedAt !== null)
        ? { blocked: body.blocked }
        : {}),
    };
    if (Object.keys(change).length === 0) return;
    await repo.setUser(tx, id, change);
    await deps.audit.record(
      {
        actorId: staff.id,
        action: change.role ? 'user.role' : change.blocked ? 'user.block' : 'user.unblock',
        targetType: 'user',
        targetId: String(id),
        reason: body.reason,
        details: {
          ...(change.role ? { fromRole: target.role, toRole: change.role } : {}),
          ...(change.blocked !== undefined ? { blocked: change.blocked } : {}),
        },
      },
      tx,
    );
  });
  const updated = await repo.userById(id);
  if (!updated) throw new AppError('not_found', 'user_not_found');
  return userView(updated);
}
