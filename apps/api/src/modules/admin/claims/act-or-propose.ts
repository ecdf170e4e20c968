import type { TAdminClaim, TLocale, ZAdminClaimActionBody } from '@exchanger/core';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import type { TStaff } from '../../../lib/staff.js';
import type { TGated } from '../../approvals/index.js';
import type { TAdminDeps } from '../admin-deps.js';
import { actOnClaim } from './act-on-claim.js';
import { claimOwnership } from './own-claim.js';

/**
 * An action on a claim under the two-person rule (decision 024): a refund of a send amount above
 * its currency's approval threshold waits for a second administrator; every other action runs at
 * once (`actOnClaim`, which the approval runs too), as does one on the proposer's own claim, which
 * that refuses (decision 020).
 */
export async function actOrPropose(
  deps: Pick<TAdminDeps, 'repo' | 'claims' | 'catalogue' | 'audit' | 'approvals' | 'chains'>,
  staff: TStaff,
  id: string,
  body: z.output<typeof ZAdminClaimActionBody>,
  locale: TLocale,
  prefix: string,
): Promise<TGated<TAdminClaim>> {
  const act = () => actOnClaim(deps, staff, id, body, locale, prefix);
  if (body.action !== 'refund') return { done: await act() };
  const claim = await deps.claims.find(id);
  if (!claim) throw new AppError('not_found', 'claim_not_found');
  // Nobody proposes a refund of his own claim either: the action refuses it (403 `own_record`).
  if (claimOwnership(claim, staff)) return { done: await act() };
  return deps.approvals.runOrPropose(
    staff,
    {
      kind: 'refund',
      target: id,
      currencyId: claim.fromId,
      amount: claim.fromAmount,
      payload: { action: 'refund', reason: body.reason },
    },
    act,
  );
}
