import type { TOwnership } from '../../audit/index.js';
import type { TClaimRow } from '../../claims/index.js';
import type { TStaff } from '../../../lib/staff.js';

/**
 * Why a claim is `staff`'s own, or null (docs/decisions/020-roles-and-own-records.md): made by their
 * account, made with their e-mail (in any case), or crediting them as referrer — the referrer a
 * claim credits is fixed when it is created (the signed-in client's referrer, or the owner of a
 * guest's referral code), so the column is the authority.
 */
export function claimOwnership(
  claim: Pick<TClaimRow, 'userId' | 'email' | 'referrerId'>,
  staff: TStaff,
): TOwnership | null {
  if (claim.userId === staff.id) return 'creator';
  if (claim.email.trim().toLowerCase() === staff.email.trim().toLowerCase()) return 'email';
  if (claim.referrerId === staff.id) return 'referrer';
  return null;
}
