/** `/news?page=N`: the news, newest first, a page at a time. */
import { useSearchParams } from 'react-router';
import { NewsList } from '@/features/content';
import { useLocale } from '@/lib/i18n';
import { PageError } from '@/lib/page-error';
import { routePath } from '../paths';
import { PageIntro } from './page-intro';

/** `?page=` as a page number; absent is the first page, anything but a positive integer a 404. */
export function pageFromSearch(value: string | null): number | null {
  if (value === null) return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}

export function NewsPage() {
  const locale = useLocale();
  const [params] = useSearchParams();
  const page = pageFromSearch(params.get('page'));
  if (page === null) throw new PageError(404, 'Not a page number');
  const list = routePath('news', locale);
  const article = routePath('news-slug', locale);
  return (
    <div className="container page page--narrow page--text">
      <PageIntro />
      <NewsList
        page={page}
        pageHref={(n) => (n === 1 ? list : `${list}?page=${n}`)}
        articleHref={(slug) => article.replace(':slug', encodeURIComponent(slug))}
      />
    </div>
  );
}
