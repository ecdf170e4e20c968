import type { ReactNode } from 'react';
import {
  ShopWithdrawalsDesk,
  usePendingShopWithdrawals,
  WITHDRAWAL_STATUSES,
  WithdrawalsDesk,
} from '@/features/admin-shops';
import { useLocale } from '@/lib/i18n';
import { useT, type TMessageKey } from '@/lib/i18n/admin';
import { WITHDRAWAL_TABS, type TWithdrawalTab } from '../paths';
import { SectionFrame } from './section-frame';
import { usePendingFirst } from './use-pending-first';

const WITHDRAWAL_TAB_LABEL: Record<TWithdrawalTab, TMessageKey> = {
  referral: 'admin.withdrawals.tab.referral',
  shops: 'admin.withdrawals.tab.shops',
};

function WithdrawalsFrame({ tab, children }: { tab: TWithdrawalTab; children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const pending = usePendingShopWithdrawals(locale);
  return (
    <SectionFrame
      section="withdrawals"
      title={t('admin.nav.withdrawals')}
      tabs={WITHDRAWAL_TABS}
      tab={tab}
      labels={WITHDRAWAL_TAB_LABEL}
      tabsLabel={t('admin.withdrawals.tabs')}
      badges={{
        shops: {
          count: pending,
          label: 'admin.withdrawals.pendingShops',
          testId: 'shop-withdrawals-waiting',
        },
      }}
    >
      {children}
    </SectionFrame>
  );
}

const WITHDRAWALS_DESK: Record<TWithdrawalTab, typeof WithdrawalsDesk> = {
  referral: WithdrawalsDesk,
  shops: ShopWithdrawalsDesk,
};

/** A tab of withdrawals: the referral programme's, or the shops'. */
export function WithdrawalsTab({ tab }: { tab: TWithdrawalTab }) {
  const view = usePendingFirst(WITHDRAWAL_STATUSES);
  const Desk = WITHDRAWALS_DESK[tab];
  return (
    <WithdrawalsFrame tab={tab}>
      <Desk page={view.page} status={view.status} onChange={view.set} />
    </WithdrawalsFrame>
  );
}
