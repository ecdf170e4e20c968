import { AUDIT_FILTER_RULES, AuditLog } from '@/features/admin-people';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { filtersToSearch } from '@/lib/list-filters';
import { adminPath, isClaimId } from '../../paths';
import { PageHead } from '../page-head';
import { currencyPath, isNumericId } from '../page-helpers';
import { useListSearch } from '../use-list-search';

/** `/admin/audit`: what operators did; an entry's target links to its page in the back office. */
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
