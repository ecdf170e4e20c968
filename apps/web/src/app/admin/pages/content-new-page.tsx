import { CONTENT_KINDS } from '@exchanger/core';
import { useNavigate, useSearchParams } from 'react-router';
import { ContentCreate } from '@/features/admin-content';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { adminPath } from '../../paths';
import { useAdminTitle } from '../use-admin-title';

/** `/admin/content/new?kind=…`: a new draft of that kind (news when none). */
export function ContentNewPage() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useAdminTitle(t('admin.content.new'));
  const kind = CONTENT_KINDS.find((k) => k === params.get('kind')) ?? 'news';
  return (
    <ContentCreate
      initialKind={kind}
      listHref={adminPath('content', locale)}
      // The new draft opens in its editor; "back" then leads to the list, not to an empty form.
      onCreated={(item) => void navigate(adminPath('content', locale, String(item.id)), { replace: true })}
    />
  );
}
