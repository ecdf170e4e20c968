/**
 * A new page, news item or FAQ entry: its kind first (the fields follow it), then its address,
 * and the texts in both languages. It is created as a draft; the editor then shows its preview
 * and publishes it.
 */
import { CONTENT_KINDS, type TAdminContent, type TContentKind } from '@exchanger/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useActionForm } from '@/components/desk';
import { Alert, Button, SelectField } from '@/components/ui';
import { useLocale } from '@/lib/i18n';
import { useT, type TMessageKey } from '@/lib/i18n/admin';
import { useCreateContent } from '../api/create-content';
import {
  CONTENT_LANGS,
  contentCreate,
  contentProblems,
  EMPTY_CONTENT,
  type TContentField,
} from '../utils/content-form';
import { CONTENT_KIND_LABEL } from '../utils/labels';
import { ContentLanguage, ContentMetaFields } from './content-fields';
import './content.css';

export interface TContentCreateProps {
  /** The kind chosen when the form opens (from the list's filter). */
  initialKind: TContentKind;
  listHref: string;
  onCreated: (item: TAdminContent) => void;
}

export function ContentCreate({ initialKind, listHref, onCreated }: TContentCreateProps) {
  const t = useT();
  const locale = useLocale();
  const create = useCreateContent(locale);
  const [kind, setKind] = useState<TContentKind>(initialKind);
  const form = useActionForm<TContentField>(EMPTY_CONTENT, {});

  const submit = () => {
    form.check();
    const problems = Object.entries(contentProblems(form.values)) as [TContentField, TMessageKey][];
    for (const [key, message] of problems) form.fail(key, t(message));
    if (problems.length > 0) return;
    if (kind === 'page' && !form.values.slug) {
      form.fail('slug', t('admin.content.pageKeyRequired'));
      return;
    }
    create.mutate(contentCreate(kind, form.values), {
      onSuccess: onCreated,
      onError: (error) => form.showError(error),
    });
  };

  return (
    <form
      className="admin-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!create.isPending) submit();
      }}
      data-testid="content-create"
    >
      <Link to={listHref} className="admin-back">
        ← {t('admin.content.back')}
      </Link>
      <h1 className="admin-title">{t('admin.content.new')}</h1>

      <section className="admin-card card" aria-label={t('admin.content.settings')}>
        <div className="admin-form-grid">
          <SelectField
            label={t('admin.content.kind')}
            options={CONTENT_KINDS.map((value) => ({ value, label: t(CONTENT_KIND_LABEL[value]) }))}
            value={kind}
            onChange={(event) => {
              const next = CONTENT_KINDS.find((k) => k === event.target.value) ?? kind;
              setKind(next);
              // A page's key is chosen from a list: what was typed for another kind does not fit it.
              if (next === 'page' || kind === 'page') form.set('slug', '');
            }}
            testId="content-kind"
          />
        </div>
        <ContentMetaFields kind={kind} form={form} />
      </section>

      <div className="admin-grid admin-grid--sides admin-lang-grid">
        {CONTENT_LANGS.map((lang) => (
          <ContentLanguage key={lang} kind={kind} lang={lang} form={form} />
        ))}
      </div>

      {form.alert ? (
        <Alert tone="error" testId="content-create-alert">
          <p>{form.alert}</p>
        </Alert>
      ) : null}
      <div className="admin-actions__buttons">
        <Button type="submit" color="green" disabled={create.isPending} data-testid="content-create-submit">
          {create.isPending ? t('admin.form.sending') : t('admin.content.createDraft')}
        </Button>
      </div>
    </form>
  );
}
