/**
 * The news list: newest first, a page at a time, each item with its date, title (the link to the
 * article) and lead. Pages are links (`?page=2`), so they can be shared and crawled; a page past
 * the last one is the 404 page.
 */
import { Link } from 'react-router';
import { ListState } from '@/components/ui';
import { useDisplayTimeZone } from '@/lib/hydrated';
import { formatDate } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { PageError } from '@/lib/page-error';
import { useNews } from '../api/get-news';
import { Busy, ContentLoadFailed } from './load-states';
import { useT } from '@/lib/i18n/info';
import './content.css';

export const NEWS_PAGE_SIZE = 5;

export interface TNewsListProps {
  page: number;
  pageHref: (page: number) => string;
  articleHref: (slug: string) => string;
}

function NewsSkeleton() {
  return (
    <Busy className="news-list">
      {[0, 1, 2].map((i) => (
        <div key={i} className="card news-card" aria-hidden="true">
          <span className="skeleton" style={{ width: 110, height: 14 }} />
          <span className="skeleton" style={{ width: '70%', height: 24 }} />
          <span className="skeleton" style={{ height: 16 }} />
        </div>
      ))}
    </Busy>
  );
}

export function NewsList({ page, pageHref, articleHref }: TNewsListProps) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useDisplayTimeZone();
  const news = useNews(page, NEWS_PAGE_SIZE, locale);

  return (
    <ListState
      query={news}
      failed={
        <ContentLoadFailed
          message="news.loadFailed"
          onRetry={() => void news.refetch()}
          testId="news-error"
        />
      }
      loading={<NewsSkeleton />}
    >
      {({ count, results }) => {
        const pages = Math.max(1, Math.ceil(count / NEWS_PAGE_SIZE));
        if (page > pages && !news.isPlaceholderData) throw new PageError(404, `No news page ${page}`);
        if (count === 0) return <p className="muted">{t('news.empty')}</p>;
        return (
          <div className="news" data-testid="news-list">
            <ol className="news-list" aria-busy={news.isPlaceholderData}>
              {results.map((item) => (
                <li key={item.slug}>
                  <article className="card news-card" data-testid="news-item">
                    <time className="news-date" dateTime={item.publishedAt}>
                      {formatDate(item.publishedAt, locale, timeZone)}
                    </time>
                    <h2 className="news-card__title">
                      <Link to={articleHref(item.slug)} className="news-card__link">
                        {item.title}
                      </Link>
                    </h2>
                    {item.summary ? <p className="news-card__summary">{item.summary}</p> : null}
                  </article>
                </li>
              ))}
            </ol>
            {pages > 1 ? (
              <nav className="news-pager" aria-label={t('news.pages')} data-testid="news-pager">
                {page > 1 ? (
                  <Link
                    className="news-pager__link"
                    to={pageHref(page - 1)}
                    rel="prev"
                    data-testid="news-newer"
                  >
                    {t('news.newer')}
                  </Link>
                ) : (
                  <span className="news-pager__link news-pager__link--off">{t('news.newer')}</span>
                )}
                <span className="news-pager__state">{t('news.pageOf', { page, pages })}</span>
                {page < pages ? (
                  <Link
                    className="news-pager__link"
                    to={pageHref(page + 1)}
                    rel="next"
                    data-testid="news-older"
                  >
                    {t('news.older')}
                  </Link>
                ) : (
                  <span className="news-pager__link news-pager__link--off">{t('news.older')}</span>
                )}
              </nav>
            ) : null}
          </div>
        );
      }}
    </ListState>
  );
}
