import { useSearchParams } from 'react-router';
import { DIRECTION_FILTER_RULES, DirectionsDesk } from '@/features/admin-catalogue';
import { filtersToSearch, readFilters } from '@/lib/list-filters';
import { CatalogueFrame } from '../section-frame';

/** `/admin/catalogue/directions`: the directions, narrowed in the address. */
export function DirectionsPage() {
  const [params, setParams] = useSearchParams();
  return (
    <CatalogueFrame tab="directions">
      <DirectionsDesk
        filters={readFilters(params, DIRECTION_FILTER_RULES)}
        // The list narrows as one types: the address follows without a history entry per key.
        onChange={(next) => setParams(filtersToSearch(next), { replace: true })}
      />
    </CatalogueFrame>
  );
}
