/**
 * A content item's editor: its address and both languages side by side, each with the server's
 * preview of the saved draft. Save sends only what changed and refreshes the preview from the
 * answer; Publish puts the saved draft on the site (unsaved edits are not part of it, so the
 * editor asks first); Unpublish takes it off. Refusals land under their fields (a taken address,
 * a language without its title or text). Leaving with unsaved edits asks first.
 */
import type { TAdminContent } from '@exchanger/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ActionDialog,
  deskTime,
  ItemState,
  LeaveGuard,
  Notice,
  type TActionForm,
  type TNotice,
  useActionForm,
} from '@/components/desk';
import { Alert, Button, Modal } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { useT, type TMessageKey } from '@/lib/i18n/admin';
import { useContent } from '../api/get-content';
import { usePublishContent } from '../api/publish-content';
import { useUnpublishContent } from '../api/unpublish-content';
import { useUpdateContent } from '../api/update-content';
import {
  CONTENT_LANGS,
  contentProblems,
  contentUpdate,
  contentValues,
  type TContentField,
} from '../utils/content-form';
import { CONTENT_KIND_LABEL } from '../utils/labels';
import { ContentLanguage, ContentMetaFields } from './content-fields';
import { ContentStateFlag } from './content-state-flag';
import './content.css';

export interface TContentEditorProps {
  id: number;
  listHref: string;
}

export function ContentEditor({ id, listHref }: TContentEditorProps) {
  const t = useT();
  const locale = useLocale();
  const item = useContent(id, locale);
  const back = (
    <Link to={listHref} className="admin-back" data-testid="content-back">
      ← {t('admin.content.back')}
    </Link>
  );

  if (!item.data) {
    return (
      <ItemState
        query={item}
        back={back}
        notFound={{
          title: t('admin.content.notFound'),
          text: t('admin.content.notFoundText', { id }),
          testId: 'content-not-found',
        }}
        loading={t('admin.list.loading')}
        errorTestId="content-error"
      />
    );
  }
  // The form starts from what the server has; it is not reloaded under the operator's hands.
  return <Editor saved={item.data} back={back} />;
}

function Editor({ saved, back }: { saved: TAdminContent; back: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const form = useActionForm<TContentField>(contentValues(saved), {});
  const save = useUpdateContent(saved.id, locale);
  const publish = usePublishContent(saved.id, locale);
  const unpublish = useUnpublishContent(saved.id, locale);
  const [notice, setNotice] = useState<TNotice>(null);
  const [asking, setAsking] = useState<'publish' | 'unpublish' | null>(null);
  const pending = save.isPending || publish.isPending || unpublish.isPending;
  const update = contentUpdate(saved, form.values);
  const isDirty = Object.keys(update).length > 0;

  /** Saves; resolves to whether it was saved (or there was nothing to save). */
  const runSave = (): Promise<boolean> => {
    form.check();
    setNotice(null);
    const problems = Object.entries(contentProblems(form.values)) as [TContentField, TMessageKey][];
    for (const [key, message] of problems) form.fail(key, t(message));
    if (problems.length > 0) return Promise.resolve(false);
    if (!isDirty) return Promise.resolve(true);
    return save.mutateAsync(update).then(
      (item) => {
        form.reset(contentValues(item));
        return true;
      },
      (error: unknown) => {
        showRefusal(form, error, setNotice);
        return false;
      },
    );
  };

  const runPublish = () => {
    setAsking(null);
    publish.mutate(undefined, {
      onSuccess: () => setNotice({ tone: 'success', text: t('admin.content.published') }),
      onError: (error) => showRefusal(form, error, setNotice),
    });
  };

  const title = saved.title[locale] || saved.title.ru || saved.title.en || saved.slug;

  return (
    <div className="admin-stack" data-testid="content-editor">
      <LeaveGuard isDirty={isDirty} />
      {back}
      <header className="admin-claim-head">
        <div className="admin-claim-head__title">
          <h1 className="admin-title">{title}</h1>
          <span data-testid="content-state" data-state={saved.state}>
            <ContentStateFlag state={saved.state} />
          </span>
          {isDirty ? (
            <span className="admin-flag admin-flag--warning" data-testid="content-dirty">
              {t('admin.content.unsaved')}
            </span>
          ) : null}
        </div>
        <p className="admin-sub">
          {t(CONTENT_KIND_LABEL[saved.kind])} · <span className="admin-mono">{saved.slug}</span> ·{' '}
          {saved.publishedAt
            ? t('admin.content.publishedAt', { time: deskTime(saved.publishedAt, locale) })
            : t('admin.content.neverPublished')}{' '}
          · {t('admin.content.updatedAt', { time: deskTime(saved.updatedAt, locale) })}
        </p>
      </header>

      <div className="admin-actions__buttons" role="group" aria-label={t('admin.claim.actions')}>
        <Button
          color="grayGreen"
          disabled={pending || !isDirty}
          onClick={() => {
            void runSave().then((ok) => {
              if (ok) setNotice({ tone: 'success', text: t('admin.content.saved') });
            });
          }}
          data-testid="content-save"
        >
          {save.isPending ? t('admin.form.sending') : t('admin.content.save')}
        </Button>
        <Button
          color="green"
          disabled={pending}
          onClick={() => {
            setNotice(null);
            if (isDirty) setAsking('publish');
            else runPublish();
          }}
          data-testid="content-publish"
        >
          {publish.isPending ? t('admin.form.sending') : t('admin.content.publish')}
        </Button>
        {saved.published ? (
          <Button
            color="red"
            disabled={pending}
            onClick={() => {
              setNotice(null);
              setAsking('unpublish');
            }}
            data-testid="content-unpublish"
          >
            {t('admin.content.unpublish')}
          </Button>
        ) : null}
      </div>

      <Notice notice={notice} testId="content-notice" />
      {form.alert ? (
        <Alert tone="error" testId="content-alert">
          <p>{form.alert}</p>
        </Alert>
      ) : null}

      <section className="admin-card card" aria-label={t('admin.content.settings')}>
        <ContentMetaFields kind={saved.kind} form={form} />
      </section>

      <div className="admin-grid admin-grid--sides admin-lang-grid">
        {CONTENT_LANGS.map((lang) => (
          <ContentLanguage
            key={lang}
            kind={saved.kind}
            lang={lang}
            form={form}
            preview={{
              html: saved.preview[lang],
              isStale: form.values[`draft.${lang}.body`] !== saved.draft[lang].body,
            }}
          />
        ))}
      </div>

      {asking === 'publish' ? (
        <Modal
          open
          title={t('admin.content.unsavedTitle')}
          onClose={() => setAsking(null)}
          testId="content-publish-dialog"
          footer={
            <div className="admin-dialog__buttons">
              <Button color="gray" onClick={() => setAsking(null)} data-testid="content-publish-cancel">
                {t('admin.form.back')}
              </Button>
              <Button color="gray" onClick={runPublish} data-testid="content-publish-saved">
                {t('admin.content.publishSaved')}
              </Button>
              <Button
                color="green"
                onClick={() => {
                  setAsking(null);
                  void runSave().then((ok) => {
                    if (ok) runPublish();
                  });
                }}
                data-testid="content-save-publish"
              >
                {t('admin.content.saveAndPublish')}
              </Button>
            </div>
          }
        >
          <p>{t('admin.content.unsavedText')}</p>
        </Modal>
      ) : null}

      {asking === 'unpublish' ? (
        <ActionDialog
          title={t('admin.content.unpublish')}
          lead={<p>{t('admin.content.unpublishLead', { slug: saved.slug })}</p>}
          submitLabel={t('admin.content.unpublish')}
          submitColor="red"
          pending={unpublish.isPending}
          alert={null}
          onSubmit={() =>
            unpublish.mutate(undefined, {
              onSuccess: () => {
                setAsking(null);
                setNotice({ tone: 'success', text: t('admin.content.unpublished') });
              },
              onError: (error) => {
                setAsking(null);
                showRefusal(form, error, setNotice);
              },
            })
          }
          onClose={() => setAsking(null)}
          testId="content-unpublish-dialog"
        >
          {null}
        </ActionDialog>
      ) : null}
    </div>
  );
}

/**
 * A refused save or publish: the fields the server names get its words (the language columns
 * show which), and its summary goes on top — for a publish, which languages lack what.
 */
function showRefusal(
  form: TActionForm<TContentField>,
  error: unknown,
  setNotice: (notice: TNotice) => void,
): void {
  if (isApiError(error) && error.status === 409) {
    setNotice({ tone: 'error', text: error.detail });
    return;
  }
  form.showError(error);
  // With fields named, the form shows only them: the server's summary goes on top.
  if (isApiError(error) && Object.keys(error.fields).length > 0 && error.detail) {
    setNotice({ tone: 'error', text: error.detail });
  }
}
