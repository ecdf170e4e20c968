/** A claim as a row of the claims queue. */
import { toIso, type TAdminClaimRow, type TClaimStatus, type TLocale } from '@exchanger/core';
import type { TSnapshot } from '../../catalogue/index.js';
import { claimSide, type TClaimRow } from '../../claims/index.js';

export function claimRow(snapshot: TSnapshot, claim: TClaimRow, locale: TLocale): TAdminClaimRow {
  return {
    id: claim.id,
    status: claim.status as TClaimStatus,
    email: claim.email,
    userId: claim.userId,
    from: claimSide(snapshot, claim.fromId, claim.fromAmount, locale),
    to: claimSide(snapshot, claim.toId, claim.toAmount, locale),
    createdAt: toIso(claim.createdAt),
    updatedAt: toIso(claim.updatedAt),
  };
}
