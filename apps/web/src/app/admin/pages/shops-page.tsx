import { SHOP_STATUSES } from '@exchanger/core';
import { SHOP_FILTER_RULES, ShopsDesk } from '@/features/admin-shops';
import { useT } from '@/lib/i18n/admin';
import { readFilters } from '@/lib/list-filters';
import { PageHead } from '../page-head';
import { usePendingFirst } from '../use-pending-first';

/** `/admin/shops`: the shops waiting for a decision first (`?status=all`: every shop). */
export function ShopsPage() {
  const t = useT();
  const view = usePendingFirst(SHOP_STATUSES);
  const q = readFilters(view.params, SHOP_FILTER_RULES).q ?? '';
  return (
    <>
      <PageHead title={t('admin.nav.shops')} />
      <ShopsDesk page={view.page} status={view.status} q={q} onChange={view.set} />
    </>
  );
}
