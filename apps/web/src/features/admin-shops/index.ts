/**
 * Shops and payouts in the back office: shops waiting for approval and every other, and the
 * withdrawal requests (the shops' and the referral programme's share one desk).
 */
export { usePendingShops } from './api/get-admin-shops';
export { usePendingShopWithdrawals } from './api/get-shop-withdrawals';
export { ShopsDesk, type TShopsDeskProps, type TShopsView } from './components/shops-desk';
export {
  ShopWithdrawalsDesk,
  WithdrawalsDesk,
  type TWithdrawalsDeskProps,
  type TWithdrawalsView,
} from './components/withdrawals-desk';
export {
  SHOP_FILTER_RULES,
  WITHDRAWAL_STATUSES,
  type TShopFilters,
  type TWithdrawalStatus,
} from './utils/filters';
