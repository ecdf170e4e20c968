import type { TAdminClaim, TLocale, ZAdminClaimActionBody } from '@exchanger/core';
import type { z } from 'zod';
import type { TDbOrTx } from '../../../db/client.js';
import type { TStaff } from '../../../lib/staff.js';
import type { TAdminDeps } from '../admin-deps.js';
import { getClaim } from './get-claim.js';

/**
 * An operator's action on a claim: the state machine decides whether it applies (409 when another
 * operator acted first), and the audit entry is written in the status change's own transaction,
 * with `inTx` (an approved proposal is marked there, decision 024).
 */
export async function actOnClaim(
  deps: Pick<TAdminDeps, 'repo' | 'claims' | 'catalogue' | 'audit'>,
  staff: TStaff,
  id: string,
  body: z.output<typeof ZAdminClaimActionBody>,
  locale: TLocale,
  prefix: string,
  inTx?: (tx: TDbOrTx) => Promise<void>,
): Promise<TAdminClaim> {
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
  );
  return getClaim(deps, id, locale, prefix);
}
