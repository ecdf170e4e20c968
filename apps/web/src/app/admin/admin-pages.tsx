/**
 * The back office's pages, composed from the admin feature (the desks), the claim feature (its
 * status badge) and the session (who is signed in). Lists keep their filters in the address.
 */
import type { TClaimStatus } from '@exchanger/core';
import { useParams, useSearchParams } from 'react-router';
import { Alert, ButtonLink } from '@/components/ui';
import {
  AUDIT_FILTER_RULES,
  AuditLog,
  CLAIM_FILTER_RULES,
  ClaimDesk,
  ClaimsQueue,
  filtersToSearch,
  readPage,
  USER_FILTER_RULES,
  UsersDesk,
  WITHDRAWAL_STATUSES,
  WithdrawalsDesk,
  type TWithdrawalsView,
} from '@/features/admin';
import { useSession } from '@/features/auth';
import { ClaimStatusBadge } from '@/features/claim';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { adminPath, isClaimId, routePath } from '../paths';
import { useAdminTitle } from './use-admin-title';
import { useListSearch } from './use-list-search';

const renderStatus = (status: TClaimStatus) => <ClaimStatusBadge status={status} />;

function PageHead({ title }: { title: string }) {
  useAdminTitle(title);
  return <h1 className="admin-title">{title}</h1>;
}

export function ClaimsPage() {
  const t = useT();
  const locale = useLocale();
  const { page, filters, onChange } = useListSearch(CLAIM_FILTER_RULES);
  return (
    <>
      <PageHead title={t('admin.nav.claims')} />
      <ClaimsQueue
        page={page}
        filters={filters}
        onChange={onChange}
        claimHref={(id) => adminPath('claims', locale, id)}
        renderStatus={renderStatus}
      />
    </>
  );
}

export function ClaimPage() {
  const t = useT();
  const locale = useLocale();
  const id = useParams().id ?? '';
  useAdminTitle(t('admin.claim.title', { id: id.slice(0, 8) }));
  const queueHref = adminPath('claims', locale);
  if (!isClaimId(id)) {
    return (
      <Alert tone="error" title={t('admin.claim.notFound')} testId="claim-not-found">
        <p>{t('admin.claim.notFoundText', { id })}</p>
        <div>
          <ButtonLink to={queueHref} color="gray">
            {t('admin.claim.back')}
          </ButtonLink>
        </div>
      </Alert>
    );
  }
  return (
    <ClaimDesk
      // A new claim is a new desk: no dialog or notice of the previous one stays open.
      key={id}
      id={id}
      queueHref={queueHref}
      publicHref={routePath('claim-uuid', locale).replace(':uuid', id)}
      renderStatus={renderStatus}
    />
  );
}

export function UsersPage() {
  const t = useT();
  const { user } = useSession();
  const { page, filters, onChange } = useListSearch(USER_FILTER_RULES);
  if (!user) return null;
  return (
    <>
      <PageHead title={t('admin.nav.users')} />
      <UsersDesk page={page} filters={filters} onChange={onChange} me={user} />
    </>
  );
}

export function WithdrawalsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  // Without a status in the address: what waits for a decision; `all`: every status.
  const status = raw === 'all' ? null : (WITHDRAWAL_STATUSES.find((s) => s === raw) ?? 'pending');
  const onChange = (next: TWithdrawalsView) => {
    const inAddress = next.status === null ? 'all' : next.status === 'pending' ? undefined : next.status;
    setParams(filtersToSearch({ status: inAddress }, next.page));
  };
  return (
    <>
      <PageHead title={t('admin.nav.withdrawals')} />
      <WithdrawalsDesk page={readPage(params)} status={status} onChange={onChange} />
    </>
  );
}

export function AuditPage() {
  const t = useT();
  const locale = useLocale();
  const { page, filters, onChange } = useListSearch(AUDIT_FILTER_RULES);
  return (
    <>
      <PageHead title={t('admin.nav.audit')} />
      <AuditLog
        page={page}
        filters={filters}
        onChange={onChange}
        targetHref={(type, id) => {
          if (type === 'claim' && isClaimId(id)) return adminPath('claims', locale, id);
          if (type === 'user')
            return `${adminPath('users', locale)}?${filtersToSearch({ q: id }).toString()}`;
          return null;
        }}
      />
    </>
  );
}

export function AdminNotFoundPage() {
  const t = useT();
  const locale = useLocale();
  useAdminTitle(t('admin.notFound'));
  return (
    <section className="admin-message card" data-testid="admin-not-found">
      <p className="admin-message__status">404</p>
      <h1 className="admin-title">{t('admin.notFound')}</h1>
      <p className="muted">{t('admin.notFoundText')}</p>
      <ButtonLink to={adminPath('claims', locale)} color="green">
        {t('admin.nav.claims')}
      </ButtonLink>
    </section>
  );
}
