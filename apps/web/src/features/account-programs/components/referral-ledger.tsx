/**
 * The referral ledger (`dw`): deposits for completed claims and withdrawals, newest first. A deposit
 * names its claim by the short number only: the referred client's claim is not the referrer's to
 * open (docs/decisions/026-claim-link-and-masking.md).
 */
import { REFERRAL_DW_STATUSES, type TReferralDw, type TReferralDwStatus } from '@exchanger/core';
import { useState } from 'react';
import { ListState, LoadFailed, Pager, SelectField, StatusBadge, toneClass } from '@/components/ui';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useReferralDw } from '../api/get-referral-dw';
import { DW_STATUS_NAME, DW_TONE, isDwStatus } from '../utils/ledger';
import { useT } from '@/lib/i18n/programs';
import '@/components/ui/data-list.css';
import '@/components/ui/panel.css';

export const DW_PAGE_SIZE = 10;

function LedgerRow({ item, currency }: { item: TReferralDw; currency: string }) {
  const t = useT();
  const locale = useLocale();
  const deposit = item.kind === 'deposit';
  return (
    <li className="list-row ledger-row" data-testid="dw-row" data-kind={item.kind} data-status={item.status}>
      <span className="list-row__date">{formatDateTime(item.createdAt, locale)}</span>
      <span className="list-row__what">
        {deposit ? t('referral.kind.deposit') : t('referral.kind.withdrawal')}
        {item.claimNumber ? (
          <>
            {' · '}
            <span data-testid="dw-claim">{t('referral.claim', { id: item.claimNumber })}</span>
          </>
        ) : null}
      </span>
      <span className={`ledger-row__amount ledger-row__amount--${item.kind}`}>
        {deposit ? '+' : '−'}
        {formatMoney(item.amount, currency)}
      </span>
      <span className={`list-row__status ${toneClass(DW_TONE[item.status])}`}>
        <StatusBadge>{t(DW_STATUS_NAME[item.status])}</StatusBadge>
      </span>
    </li>
  );
}

export function ReferralLedger({ currency }: { currency: string }) {
  const t = useT();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<TReferralDwStatus | null>(null);
  const dw = useReferralDw({ page, size: DW_PAGE_SIZE, status }, locale);
  const data = dw.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.size)) : 1;

  return (
    <section className="card panel" aria-labelledby="dw-title" aria-busy={dw.isFetching}>
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
          <ul className="plain-list ledger-list" data-testid="dw-list">
            {list.results.map((item) => (
              <LedgerRow key={item.id} item={item} currency={currency} />
            ))}
          </ul>
        )}
      </ListState>

      {data && pages > 1 ? (
        <Pager
          label={t('referral.pages')}
          state={t('referral.pageOf', { page, pages })}
          prevLabel={t('referral.prev')}
          nextLabel={t('referral.next')}
          hasPrev={page > 1}
          hasNext={page < pages}
          onPrev={() => setPage(page - 1)}
          onNext={() => setPage(page + 1)}
          testId="dw-pager"
          prevTestId="dw-prev"
          nextTestId="dw-next"
        />
      ) : null}
    </section>
  );
}
