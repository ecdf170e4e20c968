/**
 * What claims need from the account programmes (docs/architecture.md#accounts): the loyalty
 * improvement of a user, promocodes, whom a referred claim credits, the accrual at completion, and
 * whether a user wants status e-mails. Built from the repositories that own those tables.
 */
import type { TDbOrTx } from '../../db/client.js';
import type { TAccountRepo, TReferredClaim } from '../account/index.js';
import type { TUsersRepo } from '../auth/index.js';

export interface TClaimPrograms {
  loyaltyPercentOf: (userId: number) => Promise<string>;
  findUsablePromocode: (code: string) => Promise<{ code: string; percent: string } | null>;
  takePromocodeUse: (tx: TDbOrTx, code: string) => Promise<boolean>;
  returnPromocodeUse: (tx: TDbOrTx, code: string) => Promise<void>;
  /**
   * The referrer a claim credits: the user's own referrer when logged in; otherwise the owner of
   * the referral code sent with the claim. Never the client themselves: not the signed-in user,
   * and not the owner of the claim's e-mail (docs/decisions/030-input-and-data-rules.md).
   */
  referrerFor: (userId: number | null, code: string | undefined, email: string) => Promise<number | null>;
  accrueReferral: (tx: TDbOrTx, claim: TReferredClaim) => Promise<string | null>;
  wantsStatusEmails: (userId: number) => Promise<boolean>;
}

/** A referrer credited for their own claim: the same account, or a claim in their own e-mail. */
export function isSelfReferral(
  referrer: { id: number; email: string },
  claim: { userId: number | null; email: string },
): boolean {
  return referrer.id === claim.userId || referrer.email.toLowerCase() === claim.email.trim().toLowerCase();
}

export function createClaimPrograms(deps: { account: TAccountRepo; users: TUsersRepo }): TClaimPrograms {
  const { account, users } = deps;
  return {
    loyaltyPercentOf: (userId) => account.loyaltyPercentOf(userId),
    findUsablePromocode: (code) => account.findUsablePromocode(code),
    takePromocodeUse: async (tx, code) => (await account.takePromocodeUse(tx, code)) !== null,
    returnPromocodeUse: (tx, code) => account.returnPromocodeUse(tx, code),
    async referrerFor(userId, code, email) {
      const trimmed = code?.trim().toLowerCase();
      const referrer =
        userId !== null
          ? await users
              .findById(userId)
              .then((user) => (user?.referrerId ? users.findById(user.referrerId) : null))
          : trimmed
            ? await users.findByReferralCode(trimmed)
            : null;
      if (!referrer || isSelfReferral(referrer, { userId, email })) return null;
      return referrer.id;
    },
    accrueReferral: (tx, claim) => account.accrueReferral(tx, claim),
    async wantsStatusEmails(userId) {
      return (await users.findById(userId))?.notifyEmail ?? true;
    },
  };
}
