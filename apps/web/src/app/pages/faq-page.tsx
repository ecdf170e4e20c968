/** `/faq`: the questions by topic, searchable on the page. */
import { FaqView } from '@/features/content';
import { useLocale } from '@/lib/i18n';
import { routePath } from '../paths';
import { PageIntro } from './page-intro';

export function FaqPage() {
  const locale = useLocale();
  return (
    <div className="container page page--narrow page--text">
      <PageIntro />
      <FaqView contactsHref={routePath('contacts', locale)} />
    </div>
  );
}
