import { toIso, type TLocale, type TNewsArticle } from '@exchanger/core';
import { AppError } from '../../../lib/app-error.js';
import type { TContentRepo } from '../content.repo.js';

/** A published news article in the request's language. */
export async function getArticle(
  deps: { repo: TContentRepo },
  slug: string,
  locale: TLocale,
): Promise<TNewsArticle> {
  const row = await deps.repo.findPublished('news', slug);
  const text = row?.published?.[locale];
  if (!row?.publishedAt || !text) throw new AppError('not_found', 'content_not_found');
  return {
    slug,
    title: text.title,
    summary: text.summary,
    html: text.html,
    publishedAt: toIso(row.publishedAt),
  };
}
