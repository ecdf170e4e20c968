import { FeedsDesk } from '@/features/admin-catalogue';
import { CatalogueFrame } from '../section-frame';

/** `/admin/catalogue/feeds`: the rate sources and their health. */
export function FeedsPage() {
  return (
    <CatalogueFrame tab="feeds">
      <FeedsDesk />
    </CatalogueFrame>
  );
}
