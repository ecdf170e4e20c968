import type { TAdminCurrency } from '@exchanger/core';
import { useState } from 'react';
import { AdminTable, PagedList } from '@/components/desk';
import { formatDateTime, formatDecimal } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { useReserveHistory } from '../api/get-reserve-history';

export const RESERVE_HISTORY_SIZE = 10;

/** Who set a currency's reserve, when, from what to what and why: newest first, a page at a time. */
export function ReserveHistory({ currency }: { currency: TAdminCurrency }) {
  const t = useT();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const history = useReserveHistory(currency.id, { page, size: RESERVE_HISTORY_SIZE }, locale);

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
              'admin.currencies.change',
              'admin.audit.actor',
              'admin.audit.reason',
            ]}
          >
            {data.results.map((entry) => (
              <tr key={entry.id} data-testid="reserve-history-row">
                <td className="admin-nowrap">{formatDateTime(entry.createdAt, locale, 'short')}</td>
                <td className="admin-nowrap admin-number">
                  {formatDecimal(entry.before)} → <strong>{formatDecimal(entry.after)}</strong>{' '}
                  {currency.ticker}
                </td>
                <td className="admin-break">{entry.actor}</td>
                <td className="admin-break">{entry.reason}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </PagedList>
    </div>
  );
}
