/**
 * A news article: a link back to the list, the title, the date, the lead and the text. An article
 * that is not (or no longer) published is the 404 page.
 */
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { useDisplayTimeZone } from '@/lib/hydrated';
import { formatDate } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { PageError } from '@/lib/page-error';
import { useArticle } from '../api/get-article';
import { ContentHtml } from './content-html';
import { ContentLoadFailed, TextSkeleton } from './load-states';
import { useT } from '@/lib/i18n/info';
import './content.css';

export interface TNewsArticleProps {
  slug: string;
  listHref: string;
}

export function NewsArticle({ slug, listHref }: TNewsArticleProps) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useDisplayTimeZone();
  const article = useArticle(slug, locale);

  const back = (
    <Link to={listHref} className="news-back" data-testid="news-back">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {t('news.back')}
    </Link>
  );

  if (article.isError && !article.data) {
    if (isApiError(article.error) && article.error.status === 404)
      throw new PageError(404, `No news ${slug}`, article.error);
    return (
      <>
        {back}
        <ContentLoadFailed
          message="news.loadFailed"
          onRetry={() => void article.refetch()}
          testId="news-error"
        />
      </>
    );
  }
  if (!article.data)
    return (
      <>
        {back}
        <TextSkeleton lines={8} />
      </>
    );
  const { title, summary, html, publishedAt } = article.data;
  return (
    <article className="news-article" data-testid="news-article">
      {back}
      <header className="news-article__head">
        <time className="news-date" dateTime={publishedAt}>
          {formatDate(publishedAt, locale, timeZone)}
        </time>
        <h1>{title}</h1>
        {summary ? <p className="lead">{summary}</p> : null}
      </header>
      <div className="content-page">
        <ContentHtml html={html} />
      </div>
    </article>
  );
}
