/**
 * Expires the claims left `new` past their lifetime (the expiry job, in every process at once: the
 * repository takes them with `SKIP LOCKED`), releases their holds and e-mails their clients.
 */
import { notifyStatus } from './claim-mails.js';
import type { TClaimsDeps } from './claims.deps.js';

/** Returns how many claims expired. */
export async function expireDueClaims(deps: TClaimsDeps): Promise<number> {
  const expired = await deps.repo.expireDue();
  if (expired.length) await deps.catalogue.refreshHolds();
  for (const claim of expired) await notifyStatus(deps, claim);
  return expired.length;
}
