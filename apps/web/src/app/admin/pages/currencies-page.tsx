import { ButtonLink } from '@/components/ui';
import { CurrenciesDesk } from '@/features/admin-catalogue';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { adminPath } from '../../paths';
import { currencyPath } from '../page-helpers';
import { CatalogueFrame } from '../section-frame';
import '../page-frame.css';

/** `/admin/catalogue/currencies`: the currencies with their reserves, and a new one. */
export function CurrenciesPage() {
  const t = useT();
  const locale = useLocale();
  return (
    <CatalogueFrame tab="currencies">
      <div className="admin-toolbar">
        <ButtonLink to={currencyPath(locale, 'new')} color="green" data-testid="currency-new">
          + {t('admin.currencies.new')}
        </ButtonLink>
      </div>
      <CurrenciesDesk
        currencyHref={(id) => currencyPath(locale, id)}
        claimHref={(id) => adminPath('claims', locale, id)}
      />
    </CatalogueFrame>
  );
}
