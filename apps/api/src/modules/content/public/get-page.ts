import { toIso, type TLocale, type TPublicPage } from '@exchanger/core';
import { AppError } from '../../../lib/app-error.js';
import type { TContentRepo } from '../content.repo.js';

/** A published information page in the request's language. */
export async function getPage(
  deps: { repo: TContentRepo },
  key: string,
  locale: TLocale,
): Promise<TPublicPage> {
  const row = await deps.repo.findPublished('page', key);
  const text = row?.published?.[locale];
  if (!row || !text) throw new AppError('not_found', 'content_not_found');
  return { key, title: text.title, html: text.html, updatedAt: toIso(row.updatedAt) };
}
