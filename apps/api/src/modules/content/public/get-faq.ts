import type { TFaq, TLocale } from '@exchanger/core';
import type { TContentRepo } from '../content.repo.js';

/** The published FAQ in the request's language, grouped as the editors ordered it. */
export async function getFaq(deps: { repo: TContentRepo }, locale: TLocale): Promise<TFaq> {
  const rows = await deps.repo.publishedFaq();
  const groups = new Map<string, TFaq[number]>();
  for (const row of rows) {
    const text = row.published?.[locale];
    if (!text) continue;
    const group = groups.get(row.groupKey) ?? { group: text.summary, items: [] };
    group.items.push({ id: row.id, slug: row.slug, question: text.title, html: text.html });
    groups.set(row.groupKey, group);
  }
  return [...groups.values()];
}
