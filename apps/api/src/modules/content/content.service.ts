/**
 * Site content: drafts edited in the back office, published copies rendered once (at publishing)
 * to sanitized HTML, and the public reads of what is published. Every back-office change is
 * audited in its transaction.
 */
import { randomBytes } from 'node:crypto';
import {
  toIso,
  CONTENT_PAGE_KEYS,
  type TAdminContent,
  type TAdminContentPage,
  type TAdminContentRow,
  type TFaq,
  type TLocale,
  type TNewsArticle,
  type TNewsList,
  type TPublicPage,
  type ZAdminContentCreate,
  type ZAdminContentQuery,
  type ZAdminContentUpdate,
} from '@exchanger/core';
import { and, asc, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDb } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { contentItems } from '../../db/schema.js';
import type { TStaff } from '../../lib/staff.js';
import type { TMessageKey } from '../../i18n/messages.js';
import { AppError } from '../../lib/app-error.js';
import { likePattern } from '../../db/like-pattern.js';
import type { TAuditWriter } from '../audit/index.js';
import { renderMarkdown, renderVersion } from './markdown.js';

type TContentRow = typeof contentItems.$inferSelect;

const PAGE_KEYS = new Set<string>(CONTENT_PAGE_KEYS);

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

function rowOf(row: TContentRow): TAdminContentRow {
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

function detailOf(row: TContentRow): TAdminContent {
  return {
    ...rowOf(row),
    draft: row.draft,
    preview: { ru: renderMarkdown(row.draft.ru.body), en: renderMarkdown(row.draft.en.body) },
    published: row.published,
  };
}

/** What an item needs in both languages before it may go live: a title and a text. */
function missingFields(row: TContentRow): Record<string, TMessageKey[]> {
  const fields: Record<string, TMessageKey[]> = {};
  for (const locale of ['ru', 'en'] as const) {
    const text = row.draft[locale];
    if (!text.title.trim()) fields[`draft.${locale}.title`] = ['content_required'];
    if (!text.body.trim()) fields[`draft.${locale}.body`] = ['content_required'];
  }
  return fields;
}

export function createContentService(deps: { db: TDb; audit: TAuditWriter }) {
  const { db } = deps;

  async function load(id: number): Promise<TContentRow> {
    const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id));
    if (!row) throw new AppError('not_found', 'content_not_found');
    return row;
  }

  function checkSlug(kind: TContentRow['kind'], slug: string): void {
    if (kind === 'page' && !PAGE_KEYS.has(slug))
      throw new AppError('validation_error', 'validation_error', { fields: { slug: ['page_key_unknown'] } });
  }

  async function audited<T>(
    staff: TStaff,
    action: string,
    targetId: (result: T) => number,
    reason: string,
    work: (tx: Parameters<Parameters<TDb['transaction']>[0]>[0]) => Promise<T>,
  ): Promise<T> {
    try {
      return await db.transaction(async (tx) => {
        const result = await work(tx);
        await deps.audit.record(
          {
            actorId: staff.id,
            action,
            targetType: 'content',
            targetId: String(targetId(result)),
            reason,
            details: {},
          },
          tx,
        );
        return result;
      });
    } catch (error) {
      // The unique (kind, slug) index: another item already has this slug.
      if (isUniqueViolation(error))
        throw new AppError('validation_error', 'validation_error', { fields: { slug: ['slug_taken'] } });
      throw error;
    }
  }

  return {
    async adminList(query: z.output<typeof ZAdminContentQuery>): Promise<TAdminContentPage> {
      const where: SQL[] = [];
      if (query.kind) where.push(eq(contentItems.kind, query.kind));
      if (query.q) {
        const pattern = likePattern(query.q);
        const match = or(
          ilike(contentItems.slug, pattern),
          sql`${contentItems.draft}::text ilike ${pattern}`,
        );
        if (match) where.push(match);
      }
      const condition = and(...where);
      const [total] = await db.select({ n: count() }).from(contentItems).where(condition);
      const rows = await db
        .select()
        .from(contentItems)
        .where(condition)
        .orderBy(
          asc(contentItems.kind),
          asc(contentItems.groupKey),
          asc(contentItems.sort),
          desc(contentItems.id),
        )
        .limit(query.size)
        .offset((query.page - 1) * query.size);
      return { count: total?.n ?? 0, page: query.page, size: query.size, results: rows.map(rowOf) };
    },

    async adminGet(id: number): Promise<TAdminContent> {
      return detailOf(await load(id));
    },

    async create(body: z.output<typeof ZAdminContentCreate>, staff: TStaff): Promise<TAdminContent> {
      const slug = body.slug ?? (body.kind === 'faq' ? `faq-${randomBytes(4).toString('hex')}` : undefined);
      if (!slug)
        throw new AppError('validation_error', 'validation_error', { fields: { slug: ['slug_invalid'] } });
      checkSlug(body.kind, slug);
      const row = await audited(
        staff,
        'content.create',
        (r: TContentRow) => r.id,
        `${body.kind} ${slug}`,
        async (tx) => {
          const [inserted] = await tx
            .insert(contentItems)
            .values({
              kind: body.kind,
              slug,
              groupKey: body.groupKey,
              sort: body.sort,
              draft: body.draft,
            })
            .returning();
          if (!inserted) throw new Error('content insert returned no row');
          return inserted;
        },
      );
      return detailOf(row);
    },

    async update(
      id: number,
      body: z.output<typeof ZAdminContentUpdate>,
      staff: TStaff,
    ): Promise<TAdminContent> {
      const existing = await load(id);
      if (body.slug !== undefined) checkSlug(existing.kind, body.slug);
      const row = await audited(
        staff,
        'content.edit',
        () => id,
        `${existing.kind} ${body.slug ?? existing.slug}`,
        async (tx) => {
          const [updated] = await tx
            .update(contentItems)
            .set({
              ...(body.slug !== undefined ? { slug: body.slug } : {}),
              ...(body.groupKey !== undefined ? { groupKey: body.groupKey } : {}),
              ...(body.sort !== undefined ? { sort: body.sort } : {}),
              ...(body.draft !== undefined ? { draft: body.draft } : {}),
              updatedAt: sql`now()`,
            })
            .where(eq(contentItems.id, id))
            .returning();
          if (!updated) throw new AppError('not_found', 'content_not_found');
          return updated;
        },
      );
      return detailOf(row);
    },

    /** Makes the draft live, rendered; both languages must have their title and text. */
    async publish(id: number, staff: TStaff): Promise<TAdminContent> {
      const existing = await load(id);
      const missing = missingFields(existing);
      if (Object.keys(missing).length)
        throw new AppError('validation_error', 'content_incomplete', { fields: missing });
      const published = renderVersion(existing.draft);
      const row = await audited(
        staff,
        'content.publish',
        () => id,
        `${existing.kind} ${existing.slug}`,
        async (tx) => {
          const [updated] = await tx
            .update(contentItems)
            .set({ published, publishedAt: existing.publishedAt ?? sql`now()`, updatedAt: sql`now()` })
            .where(eq(contentItems.id, id))
            .returning();
          if (!updated) throw new AppError('not_found', 'content_not_found');
          return updated;
        },
      );
      return detailOf(row);
    },

    async unpublish(id: number, staff: TStaff): Promise<TAdminContent> {
      const existing = await load(id);
      const row = await audited(
        staff,
        'content.unpublish',
        () => id,
        `${existing.kind} ${existing.slug}`,
        async (tx) => {
          const [updated] = await tx
            .update(contentItems)
            .set({ published: null, publishedAt: null, updatedAt: sql`now()` })
            .where(eq(contentItems.id, id))
            .returning();
          if (!updated) throw new AppError('not_found', 'content_not_found');
          return updated;
        },
      );
      return detailOf(row);
    },

    async page(key: string, locale: TLocale): Promise<TPublicPage> {
      const [row] = await db
        .select()
        .from(contentItems)
        .where(
          and(eq(contentItems.kind, 'page'), eq(contentItems.slug, key), isNotNull(contentItems.published)),
        );
      const text = row?.published?.[locale];
      if (!row || !text) throw new AppError('not_found', 'content_not_found');
      return { key, title: text.title, html: text.html, updatedAt: toIso(row.updatedAt) };
    },

    async news(query: { page: number; size: number }, locale: TLocale): Promise<TNewsList> {
      const where = and(eq(contentItems.kind, 'news'), isNotNull(contentItems.published));
      const [total] = await db.select({ n: count() }).from(contentItems).where(where);
      const rows = await db
        .select()
        .from(contentItems)
        .where(where)
        .orderBy(desc(contentItems.publishedAt), desc(contentItems.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size);
      return {
        count: total?.n ?? 0,
        page: query.page,
        size: query.size,
        results: rows.flatMap((r) => {
          const text = r.published?.[locale];
          return text && r.publishedAt
            ? [{ slug: r.slug, title: text.title, summary: text.summary, publishedAt: toIso(r.publishedAt) }]
            : [];
        }),
      };
    },

    async article(slug: string, locale: TLocale): Promise<TNewsArticle> {
      const [row] = await db
        .select()
        .from(contentItems)
        .where(
          and(eq(contentItems.kind, 'news'), eq(contentItems.slug, slug), isNotNull(contentItems.published)),
        );
      const text = row?.published?.[locale];
      if (!row?.publishedAt || !text) throw new AppError('not_found', 'content_not_found');
      return {
        slug,
        title: text.title,
        summary: text.summary,
        html: text.html,
        publishedAt: toIso(row.publishedAt),
      };
    },

    /** What the sitemaps list: published items with their last change. */
    async published(): Promise<{ kind: TContentRow['kind']; slug: string; updatedAt: Date }[]> {
      return db
        .select({ kind: contentItems.kind, slug: contentItems.slug, updatedAt: contentItems.updatedAt })
        .from(contentItems)
        .where(isNotNull(contentItems.published))
        .orderBy(asc(contentItems.kind), desc(contentItems.publishedAt));
    },

    async faq(locale: TLocale): Promise<TFaq> {
      const rows = await db
        .select()
        .from(contentItems)
        .where(and(eq(contentItems.kind, 'faq'), isNotNull(contentItems.published)))
        .orderBy(asc(contentItems.groupKey), asc(contentItems.sort), asc(contentItems.id));
      const groups = new Map<string, TFaq[number]>();
      for (const row of rows) {
        const text = row.published?.[locale];
        if (!text) continue;
        const group = groups.get(row.groupKey) ?? { group: text.summary, items: [] };
        group.items.push({ id: row.id, slug: row.slug, question: text.title, html: text.html });
        groups.set(row.groupKey, group);
      }
      return [...groups.values()];
    },
  };
}

export type TContentService = ReturnType<typeof createContentService>;
