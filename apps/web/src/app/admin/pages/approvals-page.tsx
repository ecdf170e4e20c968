import { APPROVAL_FILTER_STATUSES, ApprovalsDesk } from '@/features/admin-approvals';
import { useSession } from '@/features/auth';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { adminPath } from '../../paths';
import { PageHead } from '../page-head';
import { currencyPath } from '../page-helpers';
import { usePendingFirst } from '../use-pending-first';

/**
 * `/admin/approvals`: what waits for a second administrator (decision 024), pending first; a
 * proposal links to the currency or the claim it acts on.
 */
export function ApprovalsPage() {
  const t = useT();
  const locale = useLocale();
  const { user } = useSession();
  const view = usePendingFirst(APPROVAL_FILTER_STATUSES);
  return (
    <>
      <PageHead title={t('admin.nav.approvals')} />
      <ApprovalsDesk
        page={view.page}
        status={view.status}
        onChange={view.set}
        meId={user?.id ?? 0}
        targetHref={(p) =>
          p.kind === 'reserve'
            ? currencyPath(locale, p.target)
            : p.kind === 'refund'
              ? adminPath('claims', locale, p.target)
              : null
        }
      />
    </>
  );
}
