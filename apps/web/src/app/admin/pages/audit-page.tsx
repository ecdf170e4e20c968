import { Alert } from '@/components/ui';
import { AUDIT_FILTER_RULES, AuditChainState, AuditLog } from '@/features/admin-people';
import { useSession } from '@/features/auth';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { filtersToSearch } from '@/lib/list-filters';
import { adminPath, isClaimId } from '../../paths';
import { PageHead } from '../page-head';
import { currencyPath, isNumericId } from '../page-helpers';
import { useListSearch } from '../use-list-search';

/**
 * `/admin/audit`: the state of the hash chain, then what staff did; an entry's target links to its
 * page in the back office. Administrators only (decision 023): operators are told so, and the
 * section is not in their menu.
 */
export function AuditPage() {
  const t = useT();
  const { user } = useSession();
  if (user?.role !== 'admin')
    return (
      <>
        <PageHead title={t('admin.nav.audit')} />
        <Alert tone="info" testId="audit-admin-only">
          <p>{t('admin.audit.adminOnly')}</p>
        </Alert>
      </>
    );
  return <AdminAudit />;
}

function AdminAudit() {
  const t = useT();
  const locale = useLocale();
  const { page, filters, onChange } = useListSearch(AUDIT_FILTER_RULES);
  return (
    <>
      <PageHead title={t('admin.nav.audit')} />
      <AuditChainState />
      <AuditLog
        page={page}
        filters={filters}
        onChange={onChange}
        targetHref={(type, id) => {
          if (type === 'claim' && isClaimId(id)) return adminPath('claims', locale, id);
          if (type === 'user')
            return `${adminPath('users', locale)}?${filtersToSearch({ q: id }).toString()}`;
          if (type === 'content' && isNumericId(id)) return adminPath('content', locale, id);
          if (type === 'currency' && isNumericId(id)) return currencyPath(locale, id);
          if (type === 'direction') return adminPath('catalogue', locale, 'directions');
          if (type === 'shop' && isNumericId(id))
            return `${adminPath('shops', locale)}?${filtersToSearch({ status: 'all', q: id }).toString()}`;
          if (type === 'message' && isNumericId(id)) return adminPath('messages', locale, id);
          if (type === 'setting') return adminPath(id === 'contest' ? 'contest' : 'settings', locale);
          return null;
        }}
      />
    </>
  );
}
