import { USER_FILTER_RULES, UsersDesk } from '@/features/admin-people';
import { useSession } from '@/features/auth';
import { useT } from '@/lib/i18n/admin';
import { PageHead } from '../page-head';
import { useListSearch } from '../use-list-search';

/** `/admin/users`: users, searched and filtered in the address; the signed-in operator is "me". */
export function UsersPage() {
  const t = useT();
  const { user } = useSession();
  const { page, filters, onChange } = useListSearch(USER_FILTER_RULES);
  if (!user) return null;
  return (
    <>
      <PageHead title={t('admin.nav.users')} />
      <UsersDesk page={page} filters={filters} onChange={onChange} me={user} />
    </>
  );
}
