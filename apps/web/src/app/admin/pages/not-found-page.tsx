import { ButtonLink } from '@/components/ui';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { adminPath } from '../../paths';
import { useAdminTitle } from '../use-admin-title';

/** Any other address under `/admin`: a 404 inside the frame, with the way to the claims. */
export function AdminNotFoundPage() {
  const t = useT();
  const locale = useLocale();
  useAdminTitle(t('admin.notFound'));
  return (
    <section className="admin-message card" data-testid="admin-not-found">
      <p className="admin-message__status">404</p>
      <h1 className="admin-title">{t('admin.notFound')}</h1>
      <p className="muted">{t('admin.notFoundText')}</p>
      <ButtonLink to={adminPath('claims', locale)} color="green">
        {t('admin.nav.claims')}
      </ButtonLink>
    </section>
  );
}
