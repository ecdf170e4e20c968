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
   * the referral code sent with the claim. Never the client themselves.
   */
  referrerFor: (userId: number | null, code: string | undefined) => Promise<number | null>;
  accrueReferral: (tx: TDbOrTx, claim: TReferredClaim) => Promise<string | null>;
  wantsStatusEmails: (userId: number) => Promise<boolean>;
}

export function createClaimPrograms(deps: { account: TAccountRepo; users: TUsersRepo }): TClaimPrograms {
  const { account, users } = deps;
  return {
    loyaltyPercentOf: (userId) => account.loyaltyPercentOf(userId),
    findUsablePromocode: (code) => account.findUsablePromocode(code),
    takePromocodeUse: async (tx, code) => (await account.takePromocodeUse(tx, code)) !== null,
    returnPromocodeUse: (tx, code) => account.returnPromocodeUse(tx, code),
    async referrerFor(userId, code) {
      if (userId !== null) {
        const user = await users.findById(userId);
        return user?.referrerId ?? null;
      }
      const trimmed = code?.trim().toLowerCase();
      if (!trimmed) return null;
      return (await users.findByReferralCode(trimmed))?.id ?? null;
    },
    accrueReferral: (tx, claim) => account.accrueReferral(tx, claim),
    async wantsStatusEmails(userId) {
      return (await users.findById(userId))?.notifyEmail ?? true;
    },
  };
}
