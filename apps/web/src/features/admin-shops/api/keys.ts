import { ADMIN_KEY } from '@/lib/admin-keys';

/** The shops' and the withdrawals' answers, under the back office's root (dropped with it). */
export const shopKeys = {
  /** Shops waiting for approval and every other, and the navigation's badge. */
  shops: () => [...ADMIN_KEY, 'shops'] as const,
  shopWithdrawals: () => [...ADMIN_KEY, 'shop-withdrawals'] as const,
  /** The referral programme's withdrawals. */
  withdrawals: () => [...ADMIN_KEY, 'withdrawals'] as const,
};
