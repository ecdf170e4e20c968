/**
 * The user's claims, newest first, a page at a time: date, what was sent and received, status;
 * each row opens the claim's page. A status filter; an empty state that says what to do. The page
 * and the filter live in the URL (the caller owns them), so a reload or a shared link shows the same.
 */
import { CLAIM_STATUSES, type TClaimStatus, type TClaimSummary } from '@exchanger/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink, ListState, LoadFailed, Pager, SelectField } from '@/components/ui';
import { formatDateTime, formatMoney, trimZeros } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useMyClaims } from '../api/get-my-claims';
import { useT, type TMessageKey } from '@/lib/i18n/account';
import '@/components/ui/data-list.css';
import '@/components/ui/panel.css';
import './account.css';

export const CLAIMS_PAGE_SIZE = 10;

export interface TClaimsView {
  page: number;
  status: TClaimStatus | null;
}

export interface TClaimsHistoryProps extends TClaimsView {
  onChange: (next: TClaimsView) => void;
  claimHref: (id: string) => string;
  /** Where a claim is created (the exchange screen), for the empty state. */
  createHref: string;
  /** The status badge (the claim feature's, composed by the page). */
  renderStatus: (status: TClaimStatus) => ReactNode;
}

const statusName = (status: TClaimStatus): TMessageKey => `claim.statusName.${status}`;

export function isClaimStatus(value: string | null): value is TClaimStatus {
  return (CLAIM_STATUSES as readonly string[]).includes(value ?? '');
}

function ClaimRow({ claim, href, badge }: { claim: TClaimSummary; href: string; badge: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const date = formatDateTime(claim.createdAt, locale, 'short');
  return (
    <li className="claims-list__item">
      <Link to={href} className="claim-row" data-testid="claim-row" data-claim-id={claim.id}>
        <span className="claim-row__date">
          <span className="sr-only">{t('account.orders.date')}: </span>
          {date}
        </span>
        <span className="claim-row__number" aria-hidden="true">
          #{claim.id.slice(0, 8)}
        </span>
        <span className="claim-row__side claim-row__side--from">
          <span className="claim-row__label">{t('account.orders.send')}</span>
          <span className="claim-row__amount">
            {formatMoney(trimZeros(claim.from.amount), claim.from.currency)}
          </span>
          <span className="claim-row__name">{claim.from.name}</span>
        </span>
        <svg className="claim-row__arrow" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M5 12h14m0 0-5-5m5 5-5 5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="claim-row__side claim-row__side--to">
          <span className="claim-row__label">{t('account.orders.receive')}</span>
          <span className="claim-row__amount">
            {formatMoney(trimZeros(claim.to.amount), claim.to.currency)}
          </span>
          <span className="claim-row__name">{claim.to.name}</span>
        </span>
        <span className="claim-row__status">{badge}</span>
      </Link>
    </li>
  );
}

function RowsSkeleton() {
  return (
    <ul className="plain-list claims-list" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className="claims-list__item">
          <span className="claim-row claim-row--skeleton">
            <span className="skeleton" style={{ width: '40%', height: 14 }} />
            <span className="skeleton" style={{ width: '85%', height: 18 }} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** No claims: how to make the first one, or (when the list is filtered or paged) the way back to all. */
function EmptyClaims({
  filtered,
  createHref,
  onShowAll,
}: {
  filtered: boolean;
  createHref: string;
  onShowAll: () => void;
}) {
  const t = useT();
  return (
    <div className="card claims-empty" data-testid="claims-empty">
      <svg className="claims-empty__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
      {filtered ? (
        <>
          <p className="claims-empty__title">{t('account.orders.emptyFiltered')}</p>
          <Button color="gray" onClick={onShowAll} data-testid="claims-show-all">
            {t('account.orders.showAll')}
          </Button>
        </>
      ) : (
        <>
          <p className="claims-empty__title">{t('account.orders.empty')}</p>
          <p className="muted">{t('account.orders.emptyHint')}</p>
          <ButtonLink to={createHref} color="green" data-testid="claims-create">
            {t('account.orders.create')}
          </ButtonLink>
        </>
      )}
    </div>
  );
}

export function ClaimsHistory({
  page,
  status,
  onChange,
  claimHref,
  createHref,
  renderStatus,
}: TClaimsHistoryProps) {
  const t = useT();
  const locale = useLocale();
  const claims = useMyClaims({ page, size: CLAIMS_PAGE_SIZE, status }, locale);
  const data = claims.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.size)) : 1;

  return (
    <section
      className="panel-stack claims-history"
      aria-busy={claims.isFetching}
      data-testid="claims-history"
    >
      <div className="claims-history__toolbar">
        <SelectField
          className="claims-history__filter"
          label={t('account.orders.filter')}
          options={[
            { value: '', label: t('account.orders.all') },
            ...CLAIM_STATUSES.map((value) => ({ value, label: t(statusName(value)) })),
          ]}
          value={status ?? ''}
          onChange={(event) => {
            const next = event.target.value;
            onChange({ page: 1, status: isClaimStatus(next) ? next : null });
          }}
          testId="claims-filter"
        />
        {data && data.count > 0 ? (
          <p className="claims-history__total muted" data-testid="claims-total">
            {t('account.orders.total', { count: data.count })}
          </p>
        ) : null}
      </div>

      <ListState
        query={claims}
        failed={
          <LoadFailed
            text={t('account.orders.loadFailed')}
            retry={t('account.orders.retry')}
            onRetry={() => void claims.refetch()}
            testId="claims-error"
          />
        }
        loading={
          <>
            <p className="sr-only" role="status">
              {t('account.orders.loading')}
            </p>
            <RowsSkeleton />
          </>
        }
        isEmpty={(list) => list.results.length === 0}
        empty={
          <EmptyClaims
            filtered={status !== null || page !== 1}
            createHref={createHref}
            onShowAll={() => onChange({ page: 1, status: null })}
          />
        }
      >
        {(list) => (
          <>
            <div className="claims-list__head" aria-hidden="true">
              <span>{t('account.orders.date')}</span>
              <span>{t('account.orders.send')}</span>
              <span />
              <span>{t('account.orders.receive')}</span>
              <span>{t('account.orders.status')}</span>
            </div>
            <ul className="plain-list claims-list" data-testid="claims-list">
              {list.results.map((claim) => (
                <ClaimRow
                  key={claim.id}
                  claim={claim}
                  href={claimHref(claim.id)}
                  badge={renderStatus(claim.status)}
                />
              ))}
            </ul>
          </>
        )}
      </ListState>

      {data && pages > 1 ? (
        <Pager
          label={t('account.orders.pages')}
          state={t('account.orders.pageOf', { page, pages })}
          prevLabel={t('account.orders.prev')}
          nextLabel={t('account.orders.next')}
          hasPrev={page > 1}
          hasNext={page < pages}
          onPrev={() => onChange({ page: page - 1, status })}
          onNext={() => onChange({ page: page + 1, status })}
          testId="claims-pager"
          prevTestId="claims-prev"
          nextTestId="claims-next"
        />
      ) : null}
    </section>
  );
}
