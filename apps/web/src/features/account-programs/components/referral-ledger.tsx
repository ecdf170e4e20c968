/** The referral ledger (`dw`): deposits for completed claims and withdrawals, newest first. */
import { REFERRAL_DW_STATUSES, type TReferralDw, type TReferralDwStatus } from '@exchanger/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, ListState, LoadFailed, SelectField, StatusBadge } from '@/components/ui';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useLocale, useT } from '@/lib/i18n';
import { useReferralDw } from '../api/get-referral-dw';
import { DW_STATUS_NAME, isDwStatus } from '../utils/ledger';

export const DW_PAGE_SIZE = 10;

function LedgerRow({
  item,
  currency,
  claimHref,
}: {
  item: TReferralDw;
  currency: string;
  claimHref: (id: string) => string;
}) {
  const t = useT();
  const locale = useLocale();
  const deposit = item.kind === 'deposit';
  return (
    <li className="ledger-row" data-testid="dw-row" data-kind={item.kind} data-status={item.status}>
      <span className="ledger-row__date">{formatDateTime(item.createdAt, locale)}</span>
      <span className="ledger-row__what">
        {deposit ? t('referral.kind.deposit') : t('referral.kind.withdrawal')}
        {item.claimId ? (
          <>
            {' · '}
            <Link to={claimHref(item.claimId)}>{t('referral.claim', { id: item.claimId.slice(0, 8) })}</Link>
          </>
        ) : null}
      </span>
      <span className={`ledger-row__amount ledger-row__amount--${item.kind}`}>
        {deposit ? '+' : '−'}
        {formatMoney(item.amount, currency)}
      </span>
      <span className={`ledger-row__status dw-tone dw-tone--${item.status}`}>
        <StatusBadge>{t(DW_STATUS_NAME[item.status])}</StatusBadge>
      </span>
    </li>
  );
}

export function ReferralLedger({
  currency,
  claimHref,
}: {
  currency: string;
  claimHref: (id: string) => string;
}) {
  const t = useT();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<TReferralDwStatus | null>(null);
  const dw = useReferralDw({ page, size: DW_PAGE_SIZE, status }, locale);
  const data = dw.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.size)) : 1;

  return (
    <section className="card programs-card" aria-labelledby="dw-title" aria-busy={dw.isFetching}>
      <div className="programs-ledger__head">
        <h2 className="section-title" id="dw-title">
          {t('referral.historyTitle')}
        </h2>
        <SelectField
          className="programs-ledger__filter"
          label={t('referral.filter')}
          options={[
            { value: '', label: t('referral.filterAll') },
            ...REFERRAL_DW_STATUSES.map((value) => ({ value, label: t(DW_STATUS_NAME[value]) })),
          ]}
          value={status ?? ''}
          onChange={(event) => {
            const next = event.target.value;
            setStatus(isDwStatus(next) ? next : null);
            setPage(1);
          }}
          testId="dw-filter"
        />
      </div>

      <ListState
        query={dw}
        failed={
          <LoadFailed
            text={t('referral.historyFailed')}
            retry={t('referral.retry')}
            onRetry={() => void dw.refetch()}
            testId="dw-error"
          />
        }
        loading={
          <div aria-hidden="true" className="programs-ledger__skeleton">
            <span className="skeleton" style={{ height: 18 }} />
            <span className="skeleton" style={{ height: 18 }} />
          </div>
        }
        isEmpty={(list) => list.results.length === 0}
        empty={
          <p className="muted" data-testid="dw-empty">
            {status ? t('referral.historyEmptyFiltered') : t('referral.historyEmpty')}
          </p>
        }
      >
        {(list) => (
          <ul className="ledger-list" data-testid="dw-list">
            {list.results.map((item) => (
              <LedgerRow key={item.id} item={item} currency={currency} claimHref={claimHref} />
            ))}
          </ul>
        )}
      </ListState>

      {data && pages > 1 ? (
        <nav className="programs-pager" aria-label={t('referral.pages')} data-testid="dw-pager">
          <Button color="gray" disabled={page <= 1} onClick={() => setPage(page - 1)} data-testid="dw-prev">
            {t('referral.prev')}
          </Button>
          <span className="programs-pager__state" aria-live="polite">
            {t('referral.pageOf', { page, pages })}
          </span>
          <Button
            color="gray"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
            data-testid="dw-next"
          >
            {t('referral.next')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
