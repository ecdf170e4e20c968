import { useParams } from 'react-router';
import { CurrencyEditor } from '@/features/admin-catalogue';
import { useSession } from '@/features/auth';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { adminPath } from '../../paths';
import { BadId } from '../page-head';
import { isNumericId } from '../page-helpers';
import { useAdminTitle } from '../use-admin-title';

/** `/admin/catalogue/currencies/:id`: a currency's editor. */
export function CurrencyPage() {
  const t = useT();
  const locale = useLocale();
  const id = useParams().id ?? '';
  const { user } = useSession();
  useAdminTitle(t('admin.currency.title', { id }));
  const listHref = adminPath('catalogue', locale, 'currencies');
  if (!isNumericId(id)) {
    return (
      <BadId
        title={t('admin.currency.notFound')}
        text={t('admin.currency.notFoundText', { id })}
        back={t('admin.currency.back')}
        backHref={listHref}
        testId="currency-not-found"
      />
    );
  }
  return <CurrencyEditor key={id} id={Number(id)} listHref={listHref} isAdmin={user?.role === 'admin'} />;
}
