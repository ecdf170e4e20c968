import { ChainsDesk, NetworkExplorers } from '@/features/admin-catalogue';
import { useSession } from '@/features/auth';
import { useT } from '@/lib/i18n/admin';
import { PageHead } from '../page-head';

/**
 * `/admin/chains`: the health of the chains payments are watched on (administrators and
 * operators), and, for administrators, the explorers of the networks.
 */
export function ChainsPage() {
  const t = useT();
  const { user } = useSession();
  return (
    <>
      <PageHead title={t('admin.chains.title')} />
      <ChainsDesk />
      {user?.role === 'admin' ? <NetworkExplorers /> : null}
    </>
  );
}
