import { CLAIM_FILTER_RULES, ClaimsQueue } from '@/features/admin-claims';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { adminPath } from '../../paths';
import { PageHead } from '../page-head';
import { renderStatus } from '../page-helpers';
import { useListSearch } from '../use-list-search';

/** `/admin/claims`: the queue, its filters and page in the address. */
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
