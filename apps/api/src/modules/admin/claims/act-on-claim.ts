import type { TAdminClaim, TLocale, ZAdminClaimActionBody } from '@exchanger/core';
import type { z } from 'zod';
import type { TDbOrTx } from '../../../db/client.js';
import type { TStaff } from '../../../lib/staff.js';
import { refuseOwnRecord } from '../../audit/index.js';
import type { TAdminDeps } from '../admin-deps.js';
import { getClaim } from './get-claim.js';
import { claimOwnership } from './own-claim.js';

/**
 * An operator's action on a claim: never on their own claim (403 `own_record`, the attempt
 * audited; docs/decisions/020-roles-and-own-records.md), then the state machine decides whether it
 * applies (409 when another operator acted first), and the audit entry is written in the status
 * change's own transaction, with `inTx` (an approved proposal is marked there, decision 024).
 * `recompute` reprices the claim from what it received (the claims module's `recompute`).
 * Whose claim it is never changes, so it is read before that transaction.
 */
export async function actOnClaim(
  deps: Pick<TAdminDeps, 'repo' | 'claims' | 'catalogue' | 'audit' | 'chains'>,
  staff: TStaff,
  id: string,
  body: z.output<typeof ZAdminClaimActionBody>,
  locale: TLocale,
  prefix: string,
  inTx?: (tx: TDbOrTx) => Promise<void>,
): Promise<TAdminClaim> {
  const claim = await deps.claims.find(id);
  const ownership = claim ? claimOwnership(claim, staff) : null;
  if (ownership)
    await refuseOwnRecord(deps.audit, {
      actorId: staff.id,
      action: `claim.${body.action}`,
      targetType: 'claim',
      targetId: id,
      reason: body.reason,
      ownership,
      details: { status: claim?.status },
    });
  if (body.action === 'recompute') {
    // At today's course from what the chain shows received (docs/payments.md).
    await deps.claims.recompute(
      id,
      staff.id,
      body.reason,
      async (tx, changed, before) => {
        await inTx?.(tx);
        await deps.audit.record(
          {
            actorId: staff.id,
            action: 'claim.recompute',
            targetType: 'claim',
            targetId: id,
            reason: body.reason,
            details: {
              from: before.status,
              to: changed.status,
              before: { fromAmount: before.fromAmount, toAmount: before.toAmount, course: before.course },
              after: { fromAmount: changed.fromAmount, toAmount: changed.toAmount, course: changed.course },
            },
          },
          tx,
        );
      },
      body.expectedStatus,
    );
    return getClaim(deps, staff, id, locale, prefix);
  }
  await deps.claims.actAsOperator(
    id,
    body.action,
    staff.id,
    body.reason,
    body.payoutReference,
    async (tx, changed, from) => {
      await inTx?.(tx);
      await deps.audit.record(
        {
          actorId: staff.id,
          action: `claim.${body.action}`,
          targetType: 'claim',
          targetId: id,
          reason: body.reason,
          details: {
            from,
            to: changed.status,
            ...(body.payoutReference ? { payoutReference: body.payoutReference } : {}),
          },
        },
        tx,
      );
    },
    body.expectedStatus,
  );
  return getClaim(deps, staff, id, locale, prefix);
}
