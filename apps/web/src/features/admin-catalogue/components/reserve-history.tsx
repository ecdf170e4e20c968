import type { TAdminCurrency, TAdminReserveChange, TReserveMovementKind } from '@exchanger/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminTable, deskTime, PagedList } from '@/components/desk';
import { formatDecimal } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useT, type TMessageKey, type TTranslate } from '@/lib/i18n/admin';
import { useReserveHistory } from '../api/get-reserve-history';

export const RESERVE_HISTORY_SIZE = 10;

const KIND_LABEL: Record<TReserveMovementKind, TMessageKey> = {
  opening: 'admin.reserveMovement.opening',
  payout: 'admin.reserveMovement.payout',
  payment: 'admin.reserveMovement.payment',
  refund: 'admin.reserveMovement.refund',
  correction: 'admin.reserveMovement.correction',
  withdrawal: 'admin.reserveMovement.withdrawal',
};

/** `referral-withdrawal:12` / `shop-withdrawal:5` as operators name them. */
function referenceLabel(reference: string, t: TTranslate): string {
  const [what, id = ''] = reference.split(':');
  if (what === 'referral-withdrawal') return t('admin.reserveMovement.referralWithdrawal', { id });
  if (what === 'shop-withdrawal') return t('admin.reserveMovement.shopWithdrawal', { id });
  return reference;
}

export interface TReserveHistoryProps {
  currency: TAdminCurrency;
  /** The back office's page of a claim. */
  claimHref: (id: string) => string;
}

/**
 * A currency's reserve movements (docs/decisions/021): what moved it and by how much, the reserve
 * before and after, the claim or withdrawal it belongs to, who and why; newest first, a page at a
 * time.
 */
export function ReserveHistory({ currency, claimHref }: TReserveHistoryProps) {
  const t = useT();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const history = useReserveHistory(currency.id, { page, size: RESERVE_HISTORY_SIZE }, locale);

  const source = (entry: TAdminReserveChange) => {
    if (entry.claimId)
      return (
        <Link
          to={claimHref(entry.claimId)}
          className="admin-mono"
          title={entry.claimId}
          data-testid="reserve-history-claim"
        >
          {entry.claimId.slice(0, 8)}
        </Link>
      );
    return entry.reference ? referenceLabel(entry.reference, t) : '—';
  };

  return (
    <div className="admin-stack admin-stack--tight" aria-busy={history.isFetching}>
      <PagedList
        query={history}
        page={page}
        size={RESERVE_HISTORY_SIZE}
        onPage={setPage}
        pagerTestId="reserve-history-pager"
        empty={t('admin.currencies.historyEmpty')}
        compact
        errorTestId="reserve-history-error"
        emptyTestId="reserve-history-empty"
      >
        {(data) => (
          <AdminTable
            variant="compact"
            caption={t('admin.currencies.historyOf', { code: currency.code })}
            testId="reserve-history"
            columns={[
              'admin.audit.time',
              'admin.reserveMovement.kind',
              { label: 'admin.reserveMovement.amount', className: 'admin-number' },
              'admin.currencies.change',
              'admin.reserveMovement.source',
              'admin.audit.actor',
              'admin.audit.reason',
            ]}
          >
            {data.results.map((entry) => (
              <tr key={entry.id} data-testid="reserve-history-row" data-kind={entry.kind}>
                <td className="admin-nowrap">{deskTime(entry.createdAt, locale)}</td>
                <td>{t(KIND_LABEL[entry.kind])}</td>
                <td className="admin-nowrap admin-number admin-strong">
                  {entry.amount.startsWith('-') ? '' : '+'}
                  {formatDecimal(entry.amount)} {currency.ticker}
                </td>
                <td className="admin-nowrap admin-number">
                  {formatDecimal(entry.before)} → {formatDecimal(entry.after)}
                </td>
                <td className="admin-nowrap">{source(entry)}</td>
                <td className="admin-break">{entry.actor || t('admin.reserveMovement.system')}</td>
                <td className="admin-break">{entry.reason}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </PagedList>
    </div>
  );
}
