/**
 * The content editor's form as strings, named as the API names its errors (`slug`,
 * `draft.en.body`…), so a refusal lands under its field; and what of it a save sends: for a new
 * item everything, for an existing one only what changed (the draft goes whole, both languages).
 */
import type {
  TAdminContent,
  TAdminContentCreate,
  TAdminContentUpdate,
  TContentKind,
  TContentVersionInput,
  TLocale,
} from '@exchanger/core';
import type { TMessageKey } from '@/lib/i18n/admin';

export const CONTENT_LANGS = ['ru', 'en'] as const satisfies readonly TLocale[];
export const CONTENT_TEXT_PARTS = ['title', 'summary', 'body'] as const;
export type TContentTextPart = (typeof CONTENT_TEXT_PARTS)[number];

export type TContentField = 'slug' | 'groupKey' | 'sort' | `draft.${TLocale}.${TContentTextPart}`;
export type TContentValues = Record<TContentField, string>;

export const EMPTY_CONTENT: TContentValues = {
  slug: '',
  groupKey: '',
  sort: '0',
  'draft.ru.title': '',
  'draft.ru.summary': '',
  'draft.ru.body': '',
  'draft.en.title': '',
  'draft.en.summary': '',
  'draft.en.body': '',
};

/** The form filled with what the server saved. */
export function contentValues(item: TAdminContent): TContentValues {
  return {
    slug: item.slug,
    groupKey: item.groupKey,
    sort: String(item.sort),
    'draft.ru.title': item.draft.ru.title,
    'draft.ru.summary': item.draft.ru.summary,
    'draft.ru.body': item.draft.ru.body,
    'draft.en.title': item.draft.en.title,
    'draft.en.summary': item.draft.en.summary,
    'draft.en.body': item.draft.en.body,
  };
}

/** Both languages as the API takes them (titles and summaries trimmed, as the server keeps them). */
export function contentDraft(values: TContentValues): TContentVersionInput {
  const text = (lang: TLocale) => ({
    title: values[`draft.${lang}.title`].trim(),
    summary: values[`draft.${lang}.summary`].trim(),
    body: values[`draft.${lang}.body`],
  });
  return { ru: text('ru'), en: text('en') };
}

const SORT = /^-?\d{1,7}$/;

/** The order as a number, or null when it is not a whole number within ±1 000 000. */
function sortOf(value: string): number | null {
  const text = value.trim();
  if (!SORT.test(text)) return null;
  const sort = Number(text);
  return Math.abs(sort) <= 1_000_000 ? sort : null;
}

/** What the form cannot send as it is (the server checks the rest). */
export function contentProblems(values: TContentValues): Partial<Record<TContentField, TMessageKey>> {
  return sortOf(values.sort) === null ? { sort: 'admin.content.sortInvalid' } : {};
}

/** `POST /admin/api/content/` (an empty FAQ address is made up by the server). */
export function contentCreate(kind: TContentKind, values: TContentValues): TAdminContentCreate {
  const slug = values.slug.trim().toLowerCase();
  return {
    kind,
    ...(slug ? { slug } : {}),
    groupKey: kind === 'faq' ? values.groupKey.trim() : '',
    sort: sortOf(values.sort) ?? 0,
    draft: contentDraft(values),
  };
}

/** `PATCH /admin/api/content/{id}/`: only what differs from the saved item; empty when nothing does. */
export function contentUpdate(item: TAdminContent, values: TContentValues): TAdminContentUpdate {
  const update: TAdminContentUpdate = {};
  const slug = values.slug.trim().toLowerCase();
  if (slug && slug !== item.slug) update.slug = slug;
  const groupKey = values.groupKey.trim();
  if (item.kind === 'faq' && groupKey !== item.groupKey) update.groupKey = groupKey;
  const sort = sortOf(values.sort);
  if (sort !== null && sort !== item.sort) update.sort = sort;
  const draft = contentDraft(values);
  const changed = CONTENT_LANGS.some((lang) =>
    CONTENT_TEXT_PARTS.some((part) => draft[lang][part] !== item.draft[lang][part]),
  );
  if (changed) update.draft = draft;
  return update;
}
