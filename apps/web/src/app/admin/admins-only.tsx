import type { ComponentType } from 'react';
import { ButtonLink } from '@/components/ui';
import { useSession } from '@/features/auth';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { adminPath } from '../paths';
import { useAdminTitle } from './use-admin-title';

/**
 * 403 inside the frame: the page belongs to administrators (money settings, shops, withdrawals;
 * docs/decisions/020-roles-and-own-records.md) and the signed-in member of staff is an operator.
 */
export function AdminsOnly() {
  const t = useT();
  const locale = useLocale();
  useAdminTitle(t('admin.adminsOnly.title'));
  return (
    <section className="admin-message card" data-testid="admin-admins-only">
      <p className="admin-message__status">403</p>
      <h1 className="admin-title">{t('admin.adminsOnly.title')}</h1>
      <p className="muted">{t('admin.adminsOnly.text')}</p>
      <ButtonLink to={adminPath('claims', locale)} color="green">
        {t('admin.nav.claims')}
      </ButtonLink>
    </section>
  );
}

/**
 * The page for administrators, the "administrators only" message for anyone else: an operator who
 * opens its address never mounts it, so none of its calls (each a 403) is made.
 */
export function adminsOnly(Page: ComponentType): ComponentType {
  function AdminsOnlyPage() {
    const { user } = useSession();
    return user?.role === 'admin' ? <Page /> : <AdminsOnly />;
  }
  AdminsOnlyPage.displayName = `AdminsOnly(${Page.displayName ?? Page.name})`;
  return AdminsOnlyPage;
}
