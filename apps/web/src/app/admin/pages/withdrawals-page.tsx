import { WithdrawalsTab } from '../withdrawals-tab';

/** `/admin/withdrawals/referral`: the referral programme's withdrawal requests. */
export const WithdrawalsPage = () => <WithdrawalsTab tab="referral" />;
