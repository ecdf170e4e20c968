import { useParams } from 'react-router';
import { ContentEditor } from '@/features/admin-content';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { adminPath } from '../../paths';
import { BadId } from '../page-head';
import { isNumericId } from '../page-helpers';
import { useAdminTitle } from '../use-admin-title';

/** `/admin/content/:id`: an item's editor. */
export function ContentItemPage() {
  const t = useT();
  const locale = useLocale();
  const id = useParams().id ?? '';
  useAdminTitle(t('admin.content.editTitle', { id }));
  const listHref = adminPath('content', locale);
  if (!isNumericId(id)) {
    return (
      <BadId
        title={t('admin.content.notFound')}
        text={t('admin.content.notFoundText', { id })}
        back={t('admin.content.back')}
        backHref={listHref}
        testId="content-not-found"
      />
    );
  }
  return <ContentEditor key={id} id={Number(id)} listHref={listHref} />;
}
