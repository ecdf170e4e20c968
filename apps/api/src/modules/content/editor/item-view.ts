/** How the editors see an item: its state (draft, published, changed since) and a rendered preview. */
import { toIso, type TAdminContent, type TAdminContentRow } from '@exchanger/core';
import type { TContentRow } from '../content.repo.js';
import { renderMarkdown } from '../markdown.js';

function stateOf(row: TContentRow): TAdminContentRow['state'] {
  if (!row.published) return 'draft';
  const same = (['ru', 'en'] as const).every(
    (l) =>
      row.published?.[l].title === row.draft[l].title &&
      row.published[l].summary === row.draft[l].summary &&
      row.published[l].body === row.draft[l].body,
  );
  return same ? 'published' : 'changed';
}

export function itemRow(row: TContentRow): TAdminContentRow {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    groupKey: row.groupKey,
    sort: row.sort,
    title: { ru: row.draft.ru.title, en: row.draft.en.title },
    state: stateOf(row),
    publishedAt: row.publishedAt ? toIso(row.publishedAt) : null,
    updatedAt: toIso(row.updatedAt),
  };
}

export function itemDetail(row: TContentRow): TAdminContent {
  return {
    ...itemRow(row),
    draft: row.draft,
    preview: { ru: renderMarkdown(row.draft.ru.body), en: renderMarkdown(row.draft.en.body) },
    published: row.published,
  };
}
