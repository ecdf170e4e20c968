import { DIRECTION_FILTER_RULES, DirectionsDesk } from '@/features/admin-catalogue';
import { CatalogueFrame } from '../section-frame';
import { useListSearch } from '../use-list-search';

/** `/admin/catalogue/directions`: the directions, a page at a time, narrowed in the address. */
export function DirectionsPage() {
  const { page, filters, onChange } = useListSearch(DIRECTION_FILTER_RULES);
  return (
    <CatalogueFrame tab="directions">
      <DirectionsDesk page={page} filters={filters} onChange={onChange} />
    </CatalogueFrame>
  );
}
