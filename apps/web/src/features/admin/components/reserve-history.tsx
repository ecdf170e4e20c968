import type { TAdminCurrency } from '@exchanger/core';
import { useState } from 'react';
import { formatDateTime, formatDecimal } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { useReserveHistory } from '../api/get-reserve-history';
import { LoadError } from './load-error';
import { Pager } from './pager';

export const RESERVE_HISTORY_SIZE = 10;

/** Who set a currency's reserve, when, from what to what and why: newest first, a page at a time. */
export function ReserveHistory({ currency }: { currency: TAdminCurrency }) {
  const t = useT();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const history = useReserveHistory(currency.id, { page, size: RESERVE_HISTORY_SIZE }, locale);
  const data = history.data;

  if (history.isError && !data) {
    return (
      <LoadError
        error={history.error}
        onRetry={() => void history.refetch()}
        testId="reserve-history-error"
      />
    );
  }
  if (!data) {
    return (
      <p className="admin-loading muted" role="status">
        {t('admin.list.loading')}
      </p>
    );
  }
  if (data.results.length === 0) {
    return (
      <p className="muted" data-testid="reserve-history-empty">
        {t('admin.currencies.historyEmpty')}
      </p>
    );
  }
  return (
    <div className="admin-stack admin-stack--tight" aria-busy={history.isFetching}>
      <div className="admin-table-wrap">
        <table className="admin-table admin-table--compact" data-testid="reserve-history">
          <caption className="sr-only">{t('admin.currencies.historyOf', { code: currency.code })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.audit.time')}</th>
              <th scope="col">{t('admin.currencies.change')}</th>
              <th scope="col">{t('admin.audit.actor')}</th>
              <th scope="col">{t('admin.audit.reason')}</th>
            </tr>
          </thead>
          <tbody>
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
          </tbody>
        </table>
      </div>
      <Pager
        page={page}
        count={data.count}
        size={RESERVE_HISTORY_SIZE}
        onPage={setPage}
        testId="reserve-history-pager"
      />
    </div>
  );
}
