import { useNavigate } from 'react-router';
import { CurrencyCreate } from '@/features/admin-catalogue';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { adminPath } from '../../paths';
import { currencyPath } from '../page-helpers';
import { useAdminTitle } from '../use-admin-title';

/** `/admin/catalogue/currencies/new`: a new currency's form. */
export function CurrencyNewPage() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  useAdminTitle(t('admin.newCurrency.title'));
  return (
    <CurrencyCreate
      listHref={adminPath('catalogue', locale, 'currencies')}
      // The new currency opens in its editor; "back" then leads to the list, not to an empty form.
      onCreated={(currency) => void navigate(currencyPath(locale, currency.id), { replace: true })}
    />
  );
}
