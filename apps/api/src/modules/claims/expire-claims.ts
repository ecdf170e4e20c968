/**
 * Expires the claims left `new` past their lifetime (the expiry job, in every process at once):
 * batch after batch until none is due, so that no number of abandoned claims outgrows it. Each
 * batch is one transaction of set-based statements (the repository's `expireDue`): claims taken
 * with `SKIP LOCKED`, holds released, events written and e-mails queued together.
 */
import { expiredClaimMails } from './claim-mails.js';
import type { TClaimsDeps } from './claims.deps.js';

/** Claims moved per transaction: large enough to be cheap per claim, short enough not to stall others. */
export const EXPIRY_BATCH = 1_000;

/** Returns how many claims expired. */
export async function expireDueClaims(deps: TClaimsDeps, batch: number = EXPIRY_BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await deps.repo.expireDue(batch, (rows) => expiredClaimMails(deps, rows));
    total += expired.length;
    // What the reserves show follows each batch, not only the end of a long pass.
    if (expired.length) await deps.catalogue.refreshHolds();
    if (expired.length < batch) return total;
  }
}
