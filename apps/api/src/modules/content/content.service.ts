/**
 * Site content: drafts edited in the back office, published copies rendered once (at publishing)
 * to sanitized HTML, and the public reads of what is published. One use case per file — the public
 * reads in `public/`, the editors' writes in `editor/`, each audited in its transaction — bound
 * here to their dependencies for the routes.
 */
import type { TLocale, ZAdminContentCreate, ZAdminContentQuery, ZAdminContentUpdate } from '@exchanger/core';
import type { z } from 'zod';
import type { TStaff } from '../../lib/staff.js';
import { createItem } from './editor/create-item.js';
import type { TEditorDeps } from './editor/editor-deps.js';
import { getItem } from './editor/get-item.js';
import { listItems } from './editor/list-items.js';
import { publishItem } from './editor/publish-item.js';
import { unpublishItem } from './editor/unpublish-item.js';
import { updateItem } from './editor/update-item.js';
import { getArticle } from './public/get-article.js';
import { getFaq } from './public/get-faq.js';
import { getPage } from './public/get-page.js';
import { listNews } from './public/list-news.js';

export function createContentService(deps: TEditorDeps) {
  return {
    adminList: (query: z.output<typeof ZAdminContentQuery>) => listItems(deps, query),
    adminGet: (id: number) => getItem(deps, id),
    create: (body: z.output<typeof ZAdminContentCreate>, staff: TStaff) => createItem(deps, staff, body),
    update: (id: number, body: z.output<typeof ZAdminContentUpdate>, staff: TStaff) =>
      updateItem(deps, staff, id, body),
    publish: (id: number, staff: TStaff) => publishItem(deps, staff, id),
    unpublish: (id: number, staff: TStaff) => unpublishItem(deps, staff, id),
    page: (key: string, locale: TLocale) => getPage(deps, key, locale),
    news: (query: { page: number; size: number }, locale: TLocale) => listNews(deps, query, locale),
    article: (slug: string, locale: TLocale) => getArticle(deps, slug, locale),
    faq: (locale: TLocale) => getFaq(deps, locale),
    /** What the sitemaps list: published items with their last change. */
    published: () => deps.repo.publishedList(),
  };
}

export type TContentService = ReturnType<typeof createContentService>;
