import { useParams } from 'react-router';
import { ClaimDesk } from '@/features/admin-claims';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { adminPath, isClaimId, routePath } from '../../paths';
import { BadId } from '../page-head';
import { renderStatus } from '../page-helpers';
import { useAdminTitle } from '../use-admin-title';

/** `/admin/claims/:id`: one claim, its actions and the way back to the queue. */
export function ClaimPage() {
  const t = useT();
  const locale = useLocale();
  const id = useParams().id ?? '';
  useAdminTitle(t('admin.claim.title', { id: id.slice(0, 8) }));
  const queueHref = adminPath('claims', locale);
  if (!isClaimId(id)) {
    return (
      <BadId
        title={t('admin.claim.notFound')}
        text={t('admin.claim.notFoundText', { id })}
        back={t('admin.claim.back')}
        backHref={queueHref}
        testId="claim-not-found"
      />
    );
  }
  return (
    <ClaimDesk
      // A new claim is a new desk: no dialog or notice of the previous one stays open.
      key={id}
      id={id}
      queueHref={queueHref}
      publicHref={routePath('claim-uuid', locale).replace(':uuid', id)}
      renderStatus={renderStatus}
    />
  );
}
