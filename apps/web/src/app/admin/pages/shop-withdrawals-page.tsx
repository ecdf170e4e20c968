import { WithdrawalsTab } from '../withdrawals-tab';

/** `/admin/withdrawals/shops`: the shops' payout requests. */
export const ShopWithdrawalsPage = () => <WithdrawalsTab tab="shops" />;
