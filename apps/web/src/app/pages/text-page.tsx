/**
 * An information page whose text is edited in the back office (`/rules`, `/aml`): the title and
 * lead of the route table, then the published text with the date it last changed.
 */
import { PageText } from '@/features/content';
import { PageIntro } from './page-intro';
import { useT } from '@/lib/i18n/info';

export function TextPage({ pageKey }: { pageKey: 'rules' | 'aml' }) {
  const t = useT();
  return (
    <div className="container page page--narrow page--text">
      <PageIntro />
      <PageText pageKey={pageKey} showUpdated fallback={<p className="muted">{t('content.missing')}</p>} />
    </div>
  );
}
