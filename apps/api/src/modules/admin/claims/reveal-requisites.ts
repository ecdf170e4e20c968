import type { TAdminClaimRequisites, TLocale } from '@exchanger/core';
import { AppError } from '../../../lib/app-error.js';
import type { TStaff } from '../../../lib/staff.js';
import { labelRequisites } from '../../claims/index.js';
import type { TAdminDeps } from '../admin-deps.js';

/** The audit log's action of a reveal. */
export const REVEAL_ACTION = 'claim.reveal_requisites';

/**
 * What the client entered, in full, for the operator who pays out or checks a card: the desk shows
 * it masked, and each reveal is written to the audit log (who, which claim, which fields) before the
 * answer leaves, so there is no reveal without its entry (docs/decisions/026-claim-link-and-masking.md).
 */
export async function revealRequisites(
  deps: Pick<TAdminDeps, 'claims' | 'catalogue' | 'audit'>,
  staff: TStaff,
  id: string,
  locale: TLocale,
): Promise<TAdminClaimRequisites> {
  const claim = await deps.claims.find(id);
  if (!claim) throw new AppError('not_found', 'claim_not_found');
  await deps.audit.record({
    actorId: staff.id,
    action: REVEAL_ACTION,
    targetType: 'claim',
    targetId: id,
    reason: '',
    details: {
      fromFields: Object.keys(claim.fromRequisites),
      toFields: Object.keys(claim.toRequisites),
    },
  });
  const snapshot = deps.catalogue.snapshot();
  return {
    fromRequisites: labelRequisites(snapshot, claim.fromId, 'send', claim.fromRequisites, locale),
    toRequisites: labelRequisites(snapshot, claim.toId, 'receive', claim.toRequisites, locale),
  };
}
