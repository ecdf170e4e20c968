/**
 * The published text of an information page (`rules`, `aml`, `partners`, `contacts`, `cash`,
 * `contest`), edited in the back office. An unpublished text shows `fallback` (nothing by default,
 * so a page with its own content above or below simply goes without it).
 */
import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';
import { useDisplayTimeZone } from '@/lib/hydrated';
import { formatDate } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { usePage } from '../api/get-page';
import { ContentHtml } from './content-html';
import { ContentLoadFailed, TextSkeleton } from './load-states';
import { useT } from '@/lib/i18n/info';

export interface TPageTextProps {
  /** One of CONTENT_PAGE_KEYS. */
  pageKey: string;
  fallback?: ReactNode;
  /** Say when the text last changed (rules and policies). */
  showUpdated?: boolean;
}

export function PageText({ pageKey, fallback = null, showUpdated = false }: TPageTextProps) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useDisplayTimeZone();
  const page = usePage(pageKey, locale);

  if (page.isError && !page.data) {
    if (isApiError(page.error) && page.error.status === 404) return <>{fallback}</>;
    return (
      <ContentLoadFailed
        message="content.loadFailed"
        onRetry={() => void page.refetch()}
        testId="page-text-error"
      />
    );
  }
  if (!page.data) return <TextSkeleton lines={8} />;
  return (
    <article className="content-page" data-testid={`page-text-${pageKey}`}>
      <ContentHtml html={page.data.html} />
      {showUpdated ? (
        <p className="content-page__updated muted">
          {t('content.updated', { date: formatDate(page.data.updatedAt, locale, timeZone) })}
        </p>
      ) : null}
    </article>
  );
}
