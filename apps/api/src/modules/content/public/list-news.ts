import { toIso, type TLocale, type TNewsList } from '@exchanger/core';
import type { TContentRepo } from '../content.repo.js';

/** Published news, newest first, in the request's language. */
export async function listNews(
  deps: { repo: TContentRepo },
  query: { page: number; size: number },
  locale: TLocale,
): Promise<TNewsList> {
  const { count, rows } = await deps.repo.publishedNews(query);
  return {
    count,
    page: query.page,
    size: query.size,
    results: rows.flatMap((r) => {
      const text = r.published?.[locale];
      return text && r.publishedAt
        ? [{ slug: r.slug, title: text.title, summary: text.summary, publishedAt: toIso(r.publishedAt) }]
        : [];
    }),
  };
}
