import { ContestEditor } from '@/features/admin-content';
import { useSession } from '@/features/auth';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { routePath } from '../../paths';
import { PageHead } from '../page-head';

/** `/admin/contest`: the contest of the public page (administrators change it). */
export function ContestPage() {
  const t = useT();
  const locale = useLocale();
  const { user } = useSession();
  return (
    <>
      <PageHead title={t('admin.contest.title')} />
      <ContestEditor canEdit={user?.role === 'admin'} publicHref={routePath('contest', locale)} />
    </>
  );
}
