/**
 * The fields of a content item, labelled for its kind: a page's key is chosen from the pages the
 * site has, a news item's address typed, a FAQ entry's optional, with its group. Each language has
 * its title (a FAQ entry's question), its summary (a news item's lead, a FAQ group's heading; pages
 * have none) and its Markdown body, and under them the server's rendering of the saved draft.
 */
import { CONTENT_PAGE_KEYS, type TContentKind, type TLocale } from '@exchanger/core';
import { useId } from 'react';
import type { TActionForm } from '@/components/desk';
import { SelectField, TextAreaField, TextField } from '@/components/ui';
import { useT, type TMessageKey } from '@/lib/i18n/admin';
import type { TContentField } from '../utils/content-form';
import { CONTENT_PAGE_LABEL } from '../utils/labels';

type TForm = TActionForm<TContentField>;

const TITLE_LABEL: Record<TContentKind, TMessageKey> = {
  page: 'admin.content.title.page',
  news: 'admin.content.title.news',
  faq: 'admin.content.title.faq',
};

const BODY_LABEL: Record<TContentKind, TMessageKey> = {
  page: 'admin.content.body.page',
  news: 'admin.content.body.news',
  faq: 'admin.content.body.faq',
};

const LANG_LABEL: Record<TLocale, TMessageKey> = {
  ru: 'admin.content.lang.ru',
  en: 'admin.content.lang.en',
};

/** The address, the FAQ group and the order. */
export function ContentMetaFields({ kind, form }: { kind: TContentKind; form: TForm }) {
  const t = useT();
  const slugField =
    kind === 'page' ? (
      <SelectField
        label={t('admin.content.pageKey')}
        hint={t('admin.content.pageKeyHint')}
        placeholder={t('admin.content.pageKeyChoose')}
        options={CONTENT_PAGE_KEYS.map((key) => ({
          value: key,
          label: `${t(CONTENT_PAGE_LABEL[key])} (${key})`,
        }))}
        value={form.values.slug}
        onChange={(event) => form.set('slug', event.target.value)}
        error={form.error('slug')}
        testId="content-slug"
      />
    ) : (
      <TextField
        label={kind === 'news' ? t('admin.content.slug') : t('admin.content.slugOptional')}
        hint={kind === 'news' ? t('admin.content.slugHint') : t('admin.content.slugFaqHint')}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        value={form.values.slug}
        onChange={(event) => form.set('slug', event.target.value)}
        error={form.error('slug')}
        testId="content-slug"
      />
    );
  return (
    <div className="admin-form-grid">
      {slugField}
      {kind === 'faq' ? (
        <TextField
          label={t('admin.content.group')}
          hint={t('admin.content.groupHint')}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          value={form.values.groupKey}
          onChange={(event) => form.set('groupKey', event.target.value)}
          error={form.error('groupKey')}
          testId="content-group"
        />
      ) : null}
      <TextField
        label={t('admin.content.sort')}
        hint={t('admin.content.sortHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        value={form.values.sort}
        onChange={(event) => form.set('sort', event.target.value)}
        error={form.error('sort')}
        testId="content-sort"
      />
    </div>
  );
}

export interface TContentLanguageProps {
  kind: TContentKind;
  lang: TLocale;
  form: TForm;
  /** The server's sanitized HTML of the saved draft's body (none before the first save). */
  preview?: { html: string; isStale: boolean } | undefined;
}

/** One language of the item: its texts and the preview of what is saved. */
export function ContentLanguage({ kind, lang, form, preview }: TContentLanguageProps) {
  const t = useT();
  const titleId = useId();
  const field = (part: 'title' | 'summary' | 'body') => `draft.${lang}.${part}` as const;
  return (
    <section
      className="admin-card card admin-lang"
      aria-labelledby={titleId}
      data-testid={`content-lang-${lang}`}
    >
      <h2 className="admin-card__title" id={titleId}>
        {t(LANG_LABEL[lang])}
      </h2>
      <TextField
        label={t(TITLE_LABEL[kind])}
        lang={lang}
        maxLength={200}
        value={form.values[field('title')]}
        onChange={(event) => form.set(field('title'), event.target.value)}
        error={form.error(field('title'))}
        testId={`content-${lang}-title`}
      />
      {kind === 'page' ? null : (
        <TextField
          label={kind === 'news' ? t('admin.content.summary.news') : t('admin.content.summary.faq')}
          hint={kind === 'news' ? t('admin.content.summaryHint.news') : t('admin.content.summaryHint.faq')}
          lang={lang}
          maxLength={500}
          value={form.values[field('summary')]}
          onChange={(event) => form.set(field('summary'), event.target.value)}
          error={form.error(field('summary'))}
          testId={`content-${lang}-summary`}
        />
      )}
      <TextAreaField
        className="admin-markdown"
        label={t(BODY_LABEL[kind])}
        hint={t('admin.content.markdownHint')}
        rows={kind === 'faq' ? 8 : 16}
        lang={lang}
        maxLength={100_000}
        spellCheck
        value={form.values[field('body')]}
        onChange={(event) => form.set(field('body'), event.target.value)}
        error={form.error(field('body'))}
        testId={`content-${lang}-body`}
      />
      <ContentPreview lang={lang} preview={preview} />
    </section>
  );
}

function ContentPreview({ lang, preview }: { lang: TLocale; preview: TContentLanguageProps['preview'] }) {
  const t = useT();
  const titleId = useId();
  return (
    <section className="admin-preview-box" aria-labelledby={titleId}>
      <div className="admin-preview-box__head">
        <h3 className="admin-card__label" id={titleId}>
          {t('admin.content.preview')}
        </h3>
        {preview?.isStale ? (
          <span className="admin-flag admin-flag--warning" data-testid={`content-${lang}-preview-stale`}>
            {t('admin.content.previewStale')}
          </span>
        ) : null}
      </div>
      {!preview ? (
        <p className="admin-sub">{t('admin.content.previewAfterSave')}</p>
      ) : preview.html.trim() ? (
        <div
          className="admin-preview"
          lang={lang}
          data-testid={`content-${lang}-preview`}
          // The server's rendering of the saved Markdown, sanitized there (raw HTML off); nothing
          // typed in this page is ever put here.
          dangerouslySetInnerHTML={{ __html: preview.html }}
        />
      ) : (
        <p className="admin-sub" data-testid={`content-${lang}-preview-empty`}>
          {t('admin.content.previewEmpty')}
        </p>
      )}
    </section>
  );
}
