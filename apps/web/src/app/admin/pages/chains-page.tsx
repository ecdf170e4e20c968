import { ChainsDesk } from '@/features/admin-catalogue';
import { useT } from '@/lib/i18n/admin';
import { PageHead } from '../page-head';

/** `/admin/chains`: the health of the chains payments are watched on (administrators and operators). */
export function ChainsPage() {
  const t = useT();
  return (
    <>
      <PageHead title={t('admin.chains.title')} />
      <ChainsDesk />
    </>
  );
}
