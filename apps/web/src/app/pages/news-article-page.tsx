/**
 * `/news/{slug}`: one article. The tab title and description follow the article (as the server's
 * HTML head does), the route table's until it has loaded.
 */
import { useParams } from 'react-router';
import { runtimeConfig } from '@/config';
import { NewsArticle, useArticle } from '@/features/content';
import { useDocumentMeta } from '@/lib/document-meta';
import { useLocale } from '@/lib/i18n';
import { routePath } from '../paths';
import { useRouteHandle } from '../route-handle';

export function NewsArticlePage() {
  const locale = useLocale();
  const { slug = '' } = useParams();
  const article = useArticle(slug, locale).data;
  const text = useRouteHandle()?.route?.text[locale];
  useDocumentMeta(
    article?.title ?? text?.title ?? '',
    runtimeConfig.siteName,
    article?.summary ?? text?.description,
  );
  return (
    <div className="container page page--narrow page--text">
      <NewsArticle key={slug} slug={slug} listHref={routePath('news', locale)} />
    </div>
  );
}
