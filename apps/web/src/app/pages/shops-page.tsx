import { ShopsList } from '@/features/shops';
import { useLocale } from '@/lib/i18n';
import { routePath } from '../paths';
import { PageIntro } from './page-intro';

/** `/shops`: approved shops, and how a shop joins (the account's shop section; guests sign in first). */
export default function ShopsPage() {
  const locale = useLocale();
  return (
    <div className="container page">
      <PageIntro />
      <ShopsList
        partnersHref={routePath('partners', locale)}
        shopAreaHref={routePath('account-shop', locale)}
      />
    </div>
  );
}
