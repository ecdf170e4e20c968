/**
 * The claims desk: the queue, newest first, with its filters and pages (the caller keeps them in
 * the address). It reloads every few seconds, so a new claim shows up without a reload; a row
 * opens the claim.
 */
import type { TAdminClaimRow, TClaimStatus } from '@exchanger/core';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { AdminTable, deskTime, ListSummary, PagedList } from '@/components/desk';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { useAdminClaims } from '../api/get-admin-claims';
import type { TClaimFilters } from '../utils/filters';
import { ClaimFilters } from './claim-filters';
import './claims.css';

export const CLAIMS_PAGE_SIZE = 20;

export interface TClaimsView {
  page: number;
  filters: TClaimFilters;
}

export interface TClaimsQueueProps extends TClaimsView {
  onChange: (next: TClaimsView) => void;
  claimHref: (id: string) => string;
  /** The status badge (the claim feature's, composed by the page). */
  renderStatus: (status: TClaimStatus) => ReactNode;
}

function ClaimRow({ claim, href, badge }: { claim: TAdminClaimRow; href: string; badge: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  return (
    <tr
      className="admin-table__row admin-table__row--link"
      data-testid="queue-row"
      data-claim-id={claim.id}
      onClick={(event) => {
        // The number is a real link (keyboard, new tab); the rest of the row follows it too.
        if (!(event.target instanceof Element && event.target.closest('a'))) void navigate(href);
      }}
    >
      <td className="admin-nowrap">
        <Link to={href} className="admin-mono" title={claim.id}>
          #{claim.id.slice(0, 8)}
        </Link>
        <span className="admin-sub">{deskTime(claim.createdAt, locale)}</span>
      </td>
      <td>{badge}</td>
      <td className="admin-break">
        {claim.email}
        {claim.userId !== null ? (
          <span className="admin-sub">{t('admin.claims.userId', { id: claim.userId })}</span>
        ) : null}
      </td>
      <td>
        <span className="admin-amount" title={claim.from.name}>
          {formatMoney(claim.from.amount, claim.from.currency)}
        </span>
        <span className="admin-amount admin-amount--to" title={claim.to.name}>
          <span aria-label={t('admin.claims.receive')}>→ </span>
          {formatMoney(claim.to.amount, claim.to.currency)}
        </span>
      </td>
    </tr>
  );
}

export function ClaimsQueue({ page, filters, onChange, claimHref, renderStatus }: TClaimsQueueProps) {
  const t = useT();
  const locale = useLocale();
  // Each page's position in the queue, learnt from the page before it (its `next`) when the
  // operator goes on: that page is asked for by position, so claims coming in meanwhile neither
  // repeat nor skip a row (docs/decisions/041-keyset-paging.md).
  const [positions, setPositions] = useState<Record<string, string>>({});
  const filtersKey = JSON.stringify(filters);
  const after = page > 1 ? positions[`${filtersKey}:${page}`] : undefined;
  const claims = useAdminClaims({ page, size: CLAIMS_PAGE_SIZE, filters, after }, locale);
  const data = claims.data;
  const goTo = (target: number) => {
    const next = data?.next;
    if (target === page + 1 && next)
      setPositions((known) => ({ ...known, [`${filtersKey}:${target}`]: next }));
    onChange({ page: target, filters });
  };
  const isFiltered = Object.values(filters).some(Boolean);

  return (
    <section className="admin-stack" aria-busy={claims.isFetching} data-testid="claims-queue">
      <ClaimFilters
        key={JSON.stringify(filters)}
        filters={filters}
        onApply={(next) => onChange({ page: 1, filters: next })}
      />
      <ListSummary
        testId="queue-summary"
        parts={
          data && [
            data.countExact
              ? t('admin.claims.total', { count: data.count })
              : t('admin.claims.totalAtLeast', { count: data.count }),
            t('admin.claims.waiting', { count: data.waiting }),
            t('admin.list.autoUpdate'),
          ]
        }
      />
      <PagedList
        query={claims}
        page={page}
        size={CLAIMS_PAGE_SIZE}
        onPage={goTo}
        pagerTestId="queue-pager"
        empty={isFiltered ? t('admin.claims.emptyFiltered') : t('admin.claims.empty')}
        onReset={isFiltered ? () => onChange({ page: 1, filters: {} }) : null}
        errorTestId="queue-error"
        emptyTestId="queue-empty"
      >
        {(list) => (
          <AdminTable
            testId="queue-table"
            columns={[
              'admin.claims.numberDate',
              'admin.claims.status',
              'admin.claims.email',
              'admin.claims.exchange',
            ]}
          >
            {list.results.map((claim) => (
              <ClaimRow
                key={claim.id}
                claim={claim}
                href={claimHref(claim.id)}
                badge={renderStatus(claim.status)}
              />
            ))}
          </AdminTable>
        )}
      </PagedList>
    </section>
  );
}
