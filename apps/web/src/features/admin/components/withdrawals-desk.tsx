/**
 * Referral withdrawal requests, those waiting for a decision first (the default filter): who,
 * how much, in what, to which requisites, and the user's balance now; approve or reject with a
 * reason.
 */
import type { TAdminWithdrawal } from '@exchanger/core';
import { Button, SelectField } from '@/components/ui';
import { formatDateTime, formatDecimal } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { useAdminWithdrawals } from '../api/get-admin-withdrawals';
import { useDeskDialog } from '../hooks/use-desk-dialog';
import { WITHDRAWAL_STATUS_LABEL } from '../utils/labels';
import { WITHDRAWAL_STATUSES, type TWithdrawalStatus } from '../utils/search-params';
import { AdminTable } from './admin-table';
import { PagedList } from './list-state';
import { Notice } from './notice';
import { WithdrawalDialog, type TDecision } from './withdrawal-dialog';
import './admin.css';

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

export function WithdrawalsDesk({ page, status, onChange }: TWithdrawalsDeskProps) {
  const t = useT();
  const locale = useLocale();
  const withdrawals = useAdminWithdrawals({ page, size: WITHDRAWALS_PAGE_SIZE, status }, locale);
  const desk = useDeskDialog<{ withdrawal: TAdminWithdrawal; decision: TDecision }>();

  return (
    <section className="admin-stack" aria-busy={withdrawals.isFetching} data-testid="withdrawals-desk">
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
        query={withdrawals}
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
              'admin.withdrawals.user',
              'admin.withdrawals.amount',
              'admin.withdrawals.currency',
              'admin.withdrawals.requisites',
              'admin.withdrawals.balance',
              'admin.withdrawals.status',
              { label: 'admin.users.actions', hidden: true },
            ]}
          >
            {list.results.map((w) => (
              <tr
                key={w.id}
                className="admin-table__row"
                data-testid="withdrawal-row"
                data-withdrawal-id={w.id}
              >
                <td className="admin-nowrap">{formatDateTime(w.createdAt, locale, 'short')}</td>
                <td className="admin-break">
                  {w.email}
                  <span className="admin-sub">#{w.userId}</span>
                </td>
                <td className="admin-amount admin-nowrap">{formatDecimal(w.amount)}</td>
                <td>{w.currency}</td>
                <td>
                  <dl className="admin-kv">
                    {Object.entries(w.requisites).map(([key, value]) => (
                      <div key={key}>
                        <dt>{key}</dt>
                        <dd className="admin-mono admin-break">{value}</dd>
                      </div>
                    ))}
                  </dl>
                </td>
                <td className="admin-nowrap" data-testid="withdrawal-balance">
                  {formatDecimal(w.balance)}
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
                      <Button
                        color="green"
                        onClick={() => desk.open({ withdrawal: w, decision: 'approve' })}
                        data-testid="withdrawal-approve"
                      >
                        {t('admin.withdrawals.approve')}
                      </Button>
                      <Button
                        color="red"
                        onClick={() => desk.open({ withdrawal: w, decision: 'reject' })}
                        data-testid="withdrawal-reject"
                      >
                        {t('admin.withdrawals.reject')}
                      </Button>
                    </div>
                  ) : null}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </PagedList>

      {desk.dialog ? (
        <WithdrawalDialog
          withdrawal={desk.dialog.withdrawal}
          decision={desk.dialog.decision}
          onClose={desk.close}
          onDone={(w) =>
            desk.done(
              t(w.status === 'done' ? 'admin.withdrawals.approved' : 'admin.withdrawals.rejected', {
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
