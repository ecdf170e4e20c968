/**
 * Queries of the site content (`content_items`): the editors' drafts and what is published. Writes
 * take the caller's transaction, so an editor's change and its audit entry are committed together.
 */
import { and, asc, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { likePattern } from '../../db/like-pattern.js';
import { contentItems } from '../../db/schema.js';

export type TContentRow = typeof contentItems.$inferSelect;
export type TNewContent = typeof contentItems.$inferInsert;
export type TContentKind = TContentRow['kind'];
/** What an editor may change of an item's draft. */
export type TContentChange = Partial<Pick<TContentRow, 'slug' | 'groupKey' | 'sort' | 'draft'>>;

export interface TContentFilter {
  page: number;
  size: number;
  kind?: TContentKind | undefined;
  /** Part of the slug or of the draft's text. */
  q?: string | undefined;
}

export function createContentRepo(db: TDb) {
  /** Published items of a kind (with this slug when given). */
  const live = (kind: TContentKind, slug?: string) =>
    and(
      eq(contentItems.kind, kind),
      slug === undefined ? undefined : eq(contentItems.slug, slug),
      isNotNull(contentItems.published),
    );

  return {
    async find(id: number): Promise<TContentRow | null> {
      const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id));
      return row ?? null;
    },

    /** The editors' list: by kind, group and order, newest first within; searched in slug and draft. */
    async page(f: TContentFilter): Promise<{ count: number; rows: TContentRow[] }> {
      const where: SQL[] = [];
      if (f.kind) where.push(eq(contentItems.kind, f.kind));
      if (f.q) {
        const pattern = likePattern(f.q);
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
        .limit(f.size)
        .offset((f.page - 1) * f.size);
      return { count: total?.n ?? 0, rows };
    },

    /** Inserts a draft in `tx`; a taken (kind, slug) fails with the unique index's error. */
    async insert(tx: TDbOrTx, item: TNewContent): Promise<TContentRow | null> {
      const [row] = await tx.insert(contentItems).values(item).returning();
      return row ?? null;
    },

    /** Changes the draft in `tx`; null when there is no such item. */
    async update(tx: TDbOrTx, id: number, change: TContentChange): Promise<TContentRow | null> {
      const [row] = await tx
        .update(contentItems)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(contentItems.id, id))
        .returning();
      return row ?? null;
    },

    /**
     * Puts the rendered copy live in `tx`, first published at `publishedAt` (now when it never
     * was); null when there is no such item.
     */
    async publish(
      tx: TDbOrTx,
      id: number,
      published: NonNullable<TContentRow['published']>,
      publishedAt: Date | null,
    ): Promise<TContentRow | null> {
      const [row] = await tx
        .update(contentItems)
        .set({ published, publishedAt: publishedAt ?? sql`now()`, updatedAt: sql`now()` })
        .where(eq(contentItems.id, id))
        .returning();
      return row ?? null;
    },

    /** Takes the item off the site in `tx`; null when there is no such item. */
    async unpublish(tx: TDbOrTx, id: number): Promise<TContentRow | null> {
      const [row] = await tx
        .update(contentItems)
        .set({ published: null, publishedAt: null, updatedAt: sql`now()` })
        .where(eq(contentItems.id, id))
        .returning();
      return row ?? null;
    },

    /** A published page or news item by its slug. */
    async findPublished(kind: TContentKind, slug: string): Promise<TContentRow | null> {
      const [row] = await db.select().from(contentItems).where(live(kind, slug));
      return row ?? null;
    },

    /** A page of the published news, newest first. */
    async publishedNews(page: {
      page: number;
      size: number;
    }): Promise<{ count: number; rows: TContentRow[] }> {
      const where = live('news');
      const [total] = await db.select({ n: count() }).from(contentItems).where(where);
      const rows = await db
        .select()
        .from(contentItems)
        .where(where)
        .orderBy(desc(contentItems.publishedAt), desc(contentItems.id))
        .limit(page.size)
        .offset((page.page - 1) * page.size);
      return { count: total?.n ?? 0, rows };
    },

    /** The published FAQ entries by group and order. */
    async publishedFaq(): Promise<TContentRow[]> {
      return db
        .select()
        .from(contentItems)
        .where(live('faq'))
        .orderBy(asc(contentItems.groupKey), asc(contentItems.sort), asc(contentItems.id));
    },

    /** What the sitemaps list: published items with their last change. */
    async publishedList(): Promise<{ kind: TContentKind; slug: string; updatedAt: Date }[]> {
      return db
        .select({ kind: contentItems.kind, slug: contentItems.slug, updatedAt: contentItems.updatedAt })
        .from(contentItems)
        .where(isNotNull(contentItems.published))
        .orderBy(asc(contentItems.kind), desc(contentItems.publishedAt));
    },

    async countAll(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(contentItems);
      return row?.n ?? 0;
    },

    /** Inserts the demo items; a (kind, slug) that exists keeps its item. */
    async insertDemo(items: TNewContent[]): Promise<void> {
      await db.insert(contentItems).values(items).onConflictDoNothing();
    },
  };
}

export type TContentRepo = ReturnType<typeof createContentRepo>;
