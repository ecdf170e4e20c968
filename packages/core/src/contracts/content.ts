/**
 * Site content (issue "Operator back office", read by the public pages): information pages, news
 * and FAQ entries in Russian and English, written in Markdown. Operators edit a draft and publish
 * it; the public reads only what is published, as sanitized HTML.
 */
import { z } from 'zod';
import { ZPage, ZPageQuery } from './common.js';

export const CONTENT_KINDS = ['page', 'news', 'faq'] as const;
export type TContentKind = (typeof CONTENT_KINDS)[number];

/** The information pages whose text is edited in the back office. */
export const CONTENT_PAGE_KEYS = ['rules', 'aml', 'contacts', 'cash', 'partners', 'contest'] as const;
export type TContentPageKey = (typeof CONTENT_PAGE_KEYS)[number];

/**
 * One language of an item. `title`: the page's or the news item's title, the FAQ question.
 * `summary`: the news item's lead (lists, link previews); for a FAQ entry, its group's heading.
 * `body`: Markdown (raw HTML is not allowed; it is shown as text).
 */
export const ZContentText = z.object({
  title: z.string().trim().max(200),
  summary: z.string().trim().max(500).default(''),
  body: z.string().max(100_000),
});
export const ZContentVersion = z
  .object({ ru: ZContentText, en: ZContentText })
  .meta({ id: 'ContentVersion' });
export type TContentVersionInput = z.input<typeof ZContentVersion>;

const ZSlug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'slug_invalid' })
  .max(100);

/** `draft` — never published; `published` — live as edited; `changed` — live, with unpublished edits. */
export const CONTENT_STATES = ['draft', 'published', 'changed'] as const;

export const ZAdminContentQuery = ZPageQuery.extend({
  kind: z.enum(CONTENT_KINDS).optional(),
  q: z.string().trim().max(200).optional(),
});
export type TAdminContentQuery = z.input<typeof ZAdminContentQuery>;

export const ZAdminContentRow = z
  .object({
    id: z.number().int(),
    kind: z.enum(CONTENT_KINDS),
    slug: z.string(),
    groupKey: z.string(),
    sort: z.number().int(),
    /** The draft's titles. */
    title: z.object({ ru: z.string(), en: z.string() }),
    state: z.enum(CONTENT_STATES),
    publishedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminContentRow' });
export type TAdminContentRow = z.infer<typeof ZAdminContentRow>;
export const ZAdminContentPage = ZPage(ZAdminContentRow).meta({ id: 'AdminContentPage' });
export type TAdminContentPage = z.infer<typeof ZAdminContentPage>;

const ZRendered = z.object({ title: z.string(), summary: z.string(), body: z.string(), html: z.string() });

export const ZAdminContent = ZAdminContentRow.extend({
  draft: z.object({
    ru: z.object({ title: z.string(), summary: z.string(), body: z.string() }),
    en: z.object({ title: z.string(), summary: z.string(), body: z.string() }),
  }),
  /** The draft rendered as the public will see it once published. */
  preview: z.object({ ru: z.string(), en: z.string() }),
  published: z.object({ ru: ZRendered, en: ZRendered }).nullable(),
}).meta({ id: 'AdminContent' });
export type TAdminContent = z.infer<typeof ZAdminContent>;

export const ZAdminContentCreate = z
  .object({
    kind: z.enum(CONTENT_KINDS),
    /** A page's key, a news item's URL slug; generated for FAQ entries when absent. */
    slug: ZSlug.optional(),
    groupKey: z.string().trim().max(100).default(''),
    sort: z.number().int().min(-1_000_000).max(1_000_000).default(0),
    draft: ZContentVersion,
  })
  .strict()
  .meta({ id: 'AdminContentCreate' });
export type TAdminContentCreate = z.input<typeof ZAdminContentCreate>;

export const ZAdminContentUpdate = z
  .object({
    slug: ZSlug.optional(),
    groupKey: z.string().trim().max(100).optional(),
    sort: z.number().int().min(-1_000_000).max(1_000_000).optional(),
    draft: ZContentVersion.optional(),
  })
  .strict()
  .meta({ id: 'AdminContentUpdate' });
export type TAdminContentUpdate = z.input<typeof ZAdminContentUpdate>;

/** `GET /api/v1/content/pages/{key}/` in the request's language. */
export const ZPublicPage = z
  .object({ key: z.string(), title: z.string(), html: z.string(), updatedAt: z.string() })
  .meta({ id: 'PublicPage' });
export type TPublicPage = z.infer<typeof ZPublicPage>;

export const ZNewsItem = z
  .object({ slug: z.string(), title: z.string(), summary: z.string(), publishedAt: z.string() })
  .meta({ id: 'NewsItem' });
export type TNewsItem = z.infer<typeof ZNewsItem>;
export const ZNewsList = ZPage(ZNewsItem).meta({ id: 'NewsList' });
export type TNewsList = z.infer<typeof ZNewsList>;
export const ZNewsArticle = ZNewsItem.extend({ html: z.string() }).meta({ id: 'NewsArticle' });
export type TNewsArticle = z.infer<typeof ZNewsArticle>;

export const ZFaq = z
  .array(
    z.object({
      group: z.string(),
      items: z.array(
        z.object({
          id: z.number().int(),
          /** Stable across databases: the page's `#anchor` of the question. */
          slug: z.string(),
          question: z.string(),
          html: z.string(),
        }),
      ),
    }),
  )
  .meta({ id: 'Faq' });
export type TFaq = z.infer<typeof ZFaq>;
