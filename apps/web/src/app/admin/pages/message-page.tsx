import { useParams } from 'react-router';
import { auditActionLabel } from '@/features/admin-people';
import { MessageDesk } from '@/features/admin-support';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { adminPath } from '../../paths';
import { BadId } from '../page-head';
import { isNumericId, renderStatus } from '../page-helpers';
import { useAdminTitle } from '../use-admin-title';

/**
 * `/admin/messages/:id`: one message, its claim (with the claim feature's status badge) and what
 * operators did with it (named as the audit log names it).
 */
export function MessagePage() {
  const t = useT();
  const locale = useLocale();
  const id = useParams().id ?? '';
  useAdminTitle(t('admin.message.pageTitle', { id }));
  const listHref = adminPath('messages', locale);
  if (!isNumericId(id)) {
    return (
      <BadId
        title={t('admin.message.notFound')}
        text={t('admin.message.notFoundText', { id })}
        back={t('admin.message.back')}
        backHref={listHref}
        testId="message-not-found"
      />
    );
  }
  return (
    <MessageDesk
      key={id}
      id={Number(id)}
      listHref={listHref}
      claimHref={(claimId) => adminPath('claims', locale, claimId)}
      renderClaimStatus={renderStatus}
      actionLabel={(action) => auditActionLabel(t, action)}
    />
  );
}
