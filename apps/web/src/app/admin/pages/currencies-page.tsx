import { ButtonLink } from '@/components/ui';
import { CURRENCY_FILTER_RULES, CurrenciesDesk } from '@/features/admin-catalogue';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { adminPath } from '../../paths';
import { currencyPath } from '../page-helpers';
import { CatalogueFrame } from '../section-frame';
import { useListSearch } from '../use-list-search';
import '../page-frame.css';

/** `/admin/catalogue/currencies`: the currencies with their reserves, a page at a time, and a new one. */
export function CurrenciesPage() {
  const t = useT();
  const locale = useLocale();
  const { page, filters, onChange } = useListSearch(CURRENCY_FILTER_RULES);
  return (
    <CatalogueFrame tab="currencies">
      <div className="admin-toolbar">
        <ButtonLink to={currencyPath(locale, 'new')} color="green" data-testid="currency-new">
          + {t('admin.currencies.new')}
        </ButtonLink>
      </div>
      <CurrenciesDesk
        page={page}
        filters={filters}
        onChange={onChange}
        currencyHref={(id) => currencyPath(locale, id)}
        claimHref={(id) => adminPath('claims', locale, id)}
      />
    </CatalogueFrame>
  );
}
