/**
 * The staff "own record" rule (docs/decisions/020-roles-and-own-records.md): nobody in the back
 * office acts on a record that is their own — a claim they made or that credits them as referrer,
 * their shop, their withdrawal. The refusal is audited: the attempt is written on its own, outside
 * any transaction of the refused action (which rolls back), then 403 `own_record` is thrown.
 */
import type { TMessageKey } from '../../i18n/messages.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuditEntry, TAuditWriter } from './audit.repo.js';

/** Why a record is the acting staff member's own. */
export type TOwnership = 'creator' | 'email' | 'referrer' | 'owner';

export async function refuseOwnRecord(
  audit: TAuditWriter,
  attempt: {
    actorId: number;
    /** What was attempted: `claim.complete`, `shop.approve`… */
    action: string;
    targetType: TAuditEntry['targetType'];
    targetId: string;
    reason: string;
    ownership: TOwnership;
    details?: Record<string, unknown>;
  },
  /** The text of the refusal, when a more precise one than `own_record` fits. */
  messageKey: TMessageKey = 'own_record',
): Promise<never> {
  const [kind] = attempt.action.split('.');
  await audit.record({
    actorId: attempt.actorId,
    action: `${kind}.own_record_refused`,
    targetType: attempt.targetType,
    targetId: attempt.targetId,
    reason: attempt.reason,
    details: { ...attempt.details, attempted: attempt.action, ownership: attempt.ownership },
  });
  throw new AppError('own_record', messageKey);
}
