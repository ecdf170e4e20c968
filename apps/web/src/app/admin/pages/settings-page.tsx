import { SettingsDesk } from '@/features/admin-support';
import { useSession } from '@/features/auth';
import { useT } from '@/lib/i18n/admin';
import { PageHead } from '../page-head';

/** `/admin/settings`: the live chat and the support channels (administrators change them). */
export function SettingsPage() {
  const t = useT();
  const { user } = useSession();
  return (
    <>
      <PageHead title={t('admin.nav.settings')} />
      <SettingsDesk canEdit={user?.role === 'admin'} />
    </>
  );
}
