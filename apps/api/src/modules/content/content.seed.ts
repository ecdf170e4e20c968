/**
 * Seeds the demo content (DEMO_DATA) into an empty `content_items`: the information pages, the
 * FAQ and the news, published in Russian and English. Each text is checked by the same contract as
 * an operator's draft and rendered by the same Markdown → sanitized HTML path as publishing, so
 * what the seed puts live is exactly what the back office would. Idempotent: once any item exists
 * (seeded or written by an operator) nothing is added.
 */
import { CONTENT_PAGE_KEYS, ZContentVersion, type TContentKind } from '@exchanger/core';
import type { TDb } from '../../db/client.js';
import type { TContentText } from '../../db/column-types.js';
import { createContentRepo } from './content.repo.js';
import { DEMO_FAQ } from './demo-faq.js';
import { DEMO_NEWS } from './demo-news.js';
import { DEMO_PAGES } from './demo-pages.js';
import { renderVersion } from './markdown.js';

/** One item of the demo content: a page key, a news slug or a FAQ anchor, and both languages. */
export interface TDemoContent {
  slug: string;
  /** FAQ: the group, ordering the groups on the page. */
  groupKey?: string;
  ru: TContentText;
  en: TContentText;
}

const DAY_MS = 86_400_000;
const PAGE_KEYS = new Set<string>(CONTENT_PAGE_KEYS);

function row(kind: TContentKind, item: TDemoContent, sort: number, publishedAt: Date) {
  const draft = ZContentVersion.parse({ ru: item.ru, en: item.en });
  return {
    kind,
    slug: item.slug,
    groupKey: item.groupKey ?? '',
    sort,
    draft,
    published: renderVersion(draft),
    publishedAt,
    createdAt: publishedAt,
    updatedAt: publishedAt,
  };
}

export async function seedDemoContent(
  db: TDb,
  now: Date = new Date(),
): Promise<{ pages: number; faq: number; news: number } | null> {
  const repo = createContentRepo(db);
  if ((await repo.countAll()) > 0) return null;
  for (const page of DEMO_PAGES)
    if (!PAGE_KEYS.has(page.slug)) throw new Error(`Unknown page key in the demo content: ${page.slug}`);
  // Whole minutes: the dates read naturally in the back office.
  const today = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const rows = [
    ...DEMO_PAGES.map((page) => row('page', page, 0, today)),
    // Within a group, the order of the list.
    ...DEMO_FAQ.map((entry, i) => row('faq', entry, (i + 1) * 10, today)),
    ...DEMO_NEWS.map((news) => row('news', news, 0, new Date(today.getTime() - news.daysAgo * DAY_MS))),
  ];
  // Another process starting at the same moment may have seeded the same slugs: theirs stay.
  await repo.insertDemo(rows);
  return { pages: DEMO_PAGES.length, faq: DEMO_FAQ.length, news: DEMO_NEWS.length };
}
