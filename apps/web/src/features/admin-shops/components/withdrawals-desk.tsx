/**
 * Withdrawal requests, those waiting for a decision first (the default filter): who, how much, in
 * what, to which requisites, and the balance now; approve or reject with a reason. One desk for
 * the referral programme's withdrawals (of users) and for the shops' (of sellers): only who asks
 * and the endpoints differ.
 */
import type { TAdminShopWithdrawal, TAdminWithdrawal } from '@exchanger/core';
import type { ReactNode } from 'react';
import { AdminTable, deskTime, Notice, PagedList, useDeskDialog } from '@/components/desk';
import { Button, SelectField, type TListQuery } from '@/components/ui';
import { formatDecimal } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useT, type TMessageKey } from '@/lib/i18n/admin';
import { useDecideShopWithdrawal } from '../api/decide-shop-withdrawal';
import { useDecideWithdrawal } from '../api/decide-withdrawal';
import { useAdminWithdrawals } from '../api/get-admin-withdrawals';
import { useShopWithdrawals } from '../api/get-shop-withdrawals';
import { WITHDRAWAL_STATUS_LABEL } from '../utils/labels';
import { WITHDRAWAL_STATUSES, type TWithdrawalStatus } from '../utils/filters';
import { RequisitesList } from './requisites-list';
import { WithdrawalDialog, type TDecision, type TWithdrawalDecider } from './withdrawal-dialog';

export const WITHDRAWALS_PAGE_SIZE = 20;

export interface TWithdrawalsView {
  page: number;
  /** null: every status. */
  status: TWithdrawalStatus | null;
}

export interface TWithdrawalsDeskProps extends TWithdrawalsView {
  onChange: (next: TWithdrawalsView) => void;
}

const TONE: Record<TWithdrawalStatus, string> = { pending: 'warning', done: 'success', rejected: 'danger' };

/** What both kinds of withdrawal have in common. */
type TWithdrawalLike = Pick<
  TAdminWithdrawal,
  'id' | 'amount' | 'currency' | 'balance' | 'status' | 'reason' | 'createdAt'
> & {
  requisites: Record<string, string> | null;
};

interface TWithdrawalsListProps<W extends TWithdrawalLike> extends TWithdrawalsDeskProps {
  query: TListQuery<{ count: number; results: W[] }> & { isFetching: boolean };
  decider: TWithdrawalDecider;
  /** The column of who asks, and its cell. */
  whoLabel: TMessageKey;
  who: (withdrawal: W) => ReactNode;
  /** Who asks, in the dialog's first line. */
  whoText: (withdrawal: W) => string;
  hints: Record<TDecision, TMessageKey>;
  testId: string;
}

function WithdrawalsList<W extends TWithdrawalLike>({
  page,
  status,
  onChange,
  query,
  decider,
  whoLabel,
  who,
  whoText,
  hints,
  testId,
}: TWithdrawalsListProps<W>) {
  const t = useT();
  const desk = useDeskDialog<{ withdrawal: W; decision: TDecision }>();

  return (
    <section className="admin-stack" aria-busy={query.isFetching} data-testid={testId}>
      <div className="admin-filters admin-filters--single card">
        <SelectField
          label={t('admin.withdrawals.status')}
          options={[
            ...WITHDRAWAL_STATUSES.map((value) => ({ value, label: t(WITHDRAWAL_STATUS_LABEL[value]) })),
            { value: 'all', label: t('admin.withdrawals.all') },
          ]}
          value={status ?? 'all'}
          onChange={(event) => {
            const next = event.target.value;
            onChange({ page: 1, status: WITHDRAWAL_STATUSES.find((s) => s === next) ?? null });
          }}
          testId="withdrawals-status"
        />
      </div>
      <Notice notice={desk.notice} testId="withdrawals-notice" />
      <PagedList
        query={query}
        page={page}
        size={WITHDRAWALS_PAGE_SIZE}
        onPage={(next) => onChange({ page: next, status })}
        pagerTestId="withdrawals-pager"
        empty={status === 'pending' ? t('admin.withdrawals.emptyPending') : t('admin.withdrawals.empty')}
        errorTestId="withdrawals-error"
        emptyTestId="withdrawals-empty"
      >
        {(list) => (
          <AdminTable
            testId="withdrawals-table"
            columns={[
              'admin.withdrawals.created',
              whoLabel,
              'admin.withdrawals.amount',
              'admin.withdrawals.requisites',
              'admin.withdrawals.status',
              { label: 'admin.users.actions', hidden: true },
            ]}
          >
            {list.results.map((w) => (
              <WithdrawalRow
                key={w.id}
                withdrawal={w}
                who={who(w)}
                onDecide={(decision) => desk.open({ withdrawal: w, decision })}
              />
            ))}
          </AdminTable>
        )}
      </PagedList>

      {desk.dialog ? (
        <WithdrawalDialog
          withdrawal={desk.dialog.withdrawal}
          who={whoText(desk.dialog.withdrawal)}
          decision={desk.dialog.decision}
          decider={decider}
          hint={t(hints[desk.dialog.decision])}
          onClose={desk.close}
          onDone={({ done: w, proposal }) =>
            desk.done(
              proposal
                ? t('admin.approvals.sent', {
                    amount: `${formatDecimal(proposal.amount)} ${proposal.currency.ticker}`,
                  })
                : t(w.status === 'done' ? 'admin.withdrawals.approved' : 'admin.withdrawals.rejected', {
                    id: w.id,
                  }),
            )
          }
          onConflict={desk.refused}
        />
      ) : null}
    </section>
  );
}

function WithdrawalRow({
  withdrawal: w,
  who,
  onDecide,
}: {
  withdrawal: TWithdrawalLike;
  who: ReactNode;
  onDecide: (decision: TDecision) => void;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <tr className="admin-table__row" data-testid="withdrawal-row" data-withdrawal-id={w.id}>
      <td className="admin-nowrap">{deskTime(w.createdAt, locale)}</td>
      <td className="admin-break">{who}</td>
      <td className="admin-nowrap">
        <span className="admin-amount">{formatDecimal(w.amount)}</span>
        <span className="admin-sub">{w.currency}</span>
        <span className="admin-sub">
          {t('admin.withdrawals.balanceIs')}{' '}
          <span data-testid="withdrawal-balance">{formatDecimal(w.balance)}</span>
        </span>
      </td>
      <td>
        <RequisitesList requisites={w.requisites} />
      </td>
      <td>
        <span className={`admin-flag admin-flag--${TONE[w.status]}`}>
          {t(WITHDRAWAL_STATUS_LABEL[w.status])}
        </span>
        {w.reason ? <span className="admin-sub">{w.reason}</span> : null}
      </td>
      <td>
        {w.status === 'pending' ? (
          <div className="admin-row-actions">
            <Button color="green" onClick={() => onDecide('approve')} data-testid="withdrawal-approve">
              {t('admin.withdrawals.approve')}
            </Button>
            <Button color="red" onClick={() => onDecide('reject')} data-testid="withdrawal-reject">
              {t('admin.withdrawals.reject')}
            </Button>
          </div>
        ) : null}
      </td>
    </tr>
  );
}

/** The referral programme's withdrawals: a user's e-mail and number. */
export function WithdrawalsDesk(props: TWithdrawalsDeskProps) {
  const locale = useLocale();
  const query = useAdminWithdrawals(
    { page: props.page, size: WITHDRAWALS_PAGE_SIZE, status: props.status },
    locale,
  );
  return (
    <WithdrawalsList<TAdminWithdrawal>
      {...props}
      query={query}
      decider={useDecideWithdrawal(locale)}
      whoLabel="admin.withdrawals.user"
      who={(w) => (
        <>
          {w.email}
          <span className="admin-sub">#{w.userId}</span>
        </>
      )}
      whoText={(w) => w.email}
      hints={{ approve: 'admin.withdrawals.approveHint', reject: 'admin.withdrawals.rejectHint' }}
      testId="withdrawals-desk"
    />
  );
}

/** The shops' withdrawals: the shop and its owner; paid to the shop's payout requisites. */
export function ShopWithdrawalsDesk(props: TWithdrawalsDeskProps) {
  const t = useT();
  const locale = useLocale();
  const query = useShopWithdrawals(
    { page: props.page, size: WITHDRAWALS_PAGE_SIZE, status: props.status },
    locale,
  );
  return (
    <WithdrawalsList<TAdminShopWithdrawal>
      {...props}
      query={query}
      decider={useDecideShopWithdrawal(locale)}
      whoLabel="admin.shopWithdrawals.shop"
      who={(w) => (
        <>
          {w.shopName}
          <span className="admin-sub">
            #{w.shopId} · {w.ownerEmail}
          </span>
        </>
      )}
      whoText={(w) => t('admin.shopWithdrawals.who', { name: w.shopName, email: w.ownerEmail })}
      hints={{ approve: 'admin.shopWithdrawals.approveHint', reject: 'admin.shopWithdrawals.rejectHint' }}
      testId="shop-withdrawals-desk"
    />
  );
}
