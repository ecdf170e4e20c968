/**
 * The contest of the public `/contest` page (`settings.contest`): on or off, its title and rules in
 * both languages, the period in the operator's local time, the prizes by place and how many
 * participants the leaderboard shows. Administrators save it with a reason (audited); operators
 * read it. Refusals land under their inputs (`prizes.1.amount`…); leaving unsaved edits asks first.
 */
import type { TContestSetting } from '@exchanger/core';
import { useId, useState } from 'react';
import {
  DeskList,
  LeaveGuard,
  Notice,
  ReasonField,
  splitRefusal,
  type TNotice,
  useActionForm,
} from '@/components/desk';
import { Alert, Button, Checkbox, TextAreaField, TextField } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { useContestSetting } from '../api/get-contest-setting';
import { useSaveContestSetting } from '../api/save-contest-setting';
import { CONTENT_LANGS } from '../utils/content-form';
import {
  contestBody,
  contestDraft,
  isContestDirty,
  nextPrize,
  utcOffsetLabel,
  type TContestDraft,
} from '../utils/contest-form';
import './contest-editor.css';

export interface TContestEditorProps {
  /** Administrators change the contest; operators only read it. */
  canEdit: boolean;
  /** The public page, to see the result. */
  publicHref: string;
}

type TErrors = Record<string, string>;

const MAX_PRIZES = 20;

export function ContestEditor({ canEdit, publicHref }: TContestEditorProps) {
  const locale = useLocale();
  const setting = useContestSetting(locale);
  return (
    <DeskList query={setting} errorTestId="contest-editor-error">
      {(data) => <Editor current={data.contest} canEdit={canEdit} publicHref={publicHref} />}
    </DeskList>
  );
}

function Editor({
  current,
  canEdit,
  publicHref,
}: {
  current: TContestSetting | null;
  canEdit: boolean;
  publicHref: string;
}) {
  const t = useT();
  const locale = useLocale();
  const save = useSaveContestSetting(locale);
  const [saved, setSaved] = useState(current);
  const [draft, setDraft] = useState(() => contestDraft(current));
  const [errors, setErrors] = useState<TErrors>({});
  const [notice, setNotice] = useState<TNotice>(null);
  const reason = useActionForm({ reason: '' }, { reason: 'admin.form.reasonRequired' });
  const headId = useId();
  const isDirty = isContestDirty(saved, draft);

  const edit = (name: string, next: (d: TContestDraft) => TContestDraft) => {
    setDraft(next);
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };
  /** Prize rows moved or went: their messages lose their place. */
  const editPrizes = (next: (d: TContestDraft) => TContestDraft) => {
    setDraft(next);
    setErrors((all) =>
      Object.fromEntries(Object.entries(all).filter(([name]) => !name.startsWith('prizes'))),
    );
  };
  const error = (name: string) => errors[name];
  /** An input bound to one part of the draft: its value, its edits and the server's message about it. */
  const bind = (name: string, value: string, put: (d: TContestDraft, value: string) => TContestDraft) => ({
    value,
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value;
      edit(name, (d) => put(d, next));
    },
    error: error(name),
  });
  const putPrize =
    (key: number, field: 'place' | 'amount' | 'currency') => (d: TContestDraft, value: string) => ({
      ...d,
      prizes: d.prizes.map((p) => (p.key === key ? { ...p, [field]: value } : p)),
    });
  const submit = () => {
    setNotice(null);
    if (!reason.check()) return;
    save.mutate(
      { ...contestBody(draft), reason: reason.values.reason.trim() },
      {
        onSuccess: (answer) => {
          setSaved(answer.contest);
          setDraft(contestDraft(answer.contest));
          setErrors({});
          reason.reset({ reason: '' });
          setNotice({ tone: 'success', text: t('admin.contest.saved') });
        },
        onError: (failure) => {
          const refusal = splitRefusal(failure, () => true, t);
          if (!refusal) {
            if (isApiError(failure)) setNotice({ tone: 'error', text: failure.detail });
            return;
          }
          const { reason: reasonError, ...rest } = refusal.errors;
          setErrors(rest);
          if (reasonError) reason.fail('reason', reasonError);
          reason.say(refusal.alert ?? t('admin.contest.checkFields'));
        },
      },
    );
  };

  return (
    <form
      className="admin-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canEdit && !save.isPending) submit();
      }}
      data-testid="contest-editor"
    >
      <LeaveGuard isDirty={canEdit && isDirty} />
      <p className="admin-sub">
        {saved ? t('admin.contest.lead') : t('admin.contest.leadNone')}{' '}
        <a
          href={publicHref}
          target="_blank"
          rel="noopener"
          className="admin-link"
          data-testid="contest-public"
        >
          {t('admin.contest.openPublic')}
        </a>
      </p>

      <fieldset className="admin-fieldset admin-stack" disabled={!canEdit || save.isPending}>
        <legend className="sr-only">{t('admin.contest.title')}</legend>

        <section className="admin-card card" aria-labelledby={`${headId}-main`}>
          <h2 className="admin-card__title" id={`${headId}-main`}>
            {t('admin.contest.main')}
          </h2>
          <Checkbox
            label={t('admin.contest.active')}
            checked={draft.active}
            onChange={(event) => {
              const checked = event.target.checked;
              edit('active', (d) => ({ ...d, active: checked }));
            }}
            testId="contest-active"
          />
          <div className="admin-form-grid admin-form-grid--two">
            {CONTENT_LANGS.map((lang) => (
              <TextField
                key={lang}
                label={t(lang === 'ru' ? 'admin.contest.titleRu' : 'admin.contest.titleEn')}
                lang={lang}
                maxLength={200}
                autoComplete="off"
                {...bind(`title.${lang}`, draft.title[lang], (d, value) => ({
                  ...d,
                  title: { ...d.title, [lang]: value },
                }))}
                testId={`contest-title-${lang}`}
              />
            ))}
            {CONTENT_LANGS.map((lang) => (
              <TextAreaField
                key={lang}
                label={t(lang === 'ru' ? 'admin.contest.descriptionRu' : 'admin.contest.descriptionEn')}
                hint={t('admin.contest.descriptionHint')}
                lang={lang}
                maxLength={2000}
                rows={5}
                {...bind(`description.${lang}`, draft.description[lang], (d, value) => ({
                  ...d,
                  description: { ...d.description, [lang]: value },
                }))}
                testId={`contest-description-${lang}`}
              />
            ))}
          </div>
        </section>

        <section className="admin-card card" aria-labelledby={`${headId}-period`}>
          <h2 className="admin-card__title" id={`${headId}-period`}>
            {t('admin.contest.period')}
          </h2>
          <p className="muted">{t('admin.contest.periodHint', { offset: utcOffsetLabel() })}</p>
          <div className="admin-form-grid admin-contest-period">
            <TextField
              label={t('admin.contest.startsAt')}
              type="datetime-local"
              {...bind('startsAt', draft.startsAt, (d, value) => ({ ...d, startsAt: value }))}
              testId="contest-starts"
            />
            <TextField
              label={t('admin.contest.endsAt')}
              type="datetime-local"
              {...bind('endsAt', draft.endsAt, (d, value) => ({ ...d, endsAt: value }))}
              testId="contest-ends"
            />
            <TextField
              label={t('admin.contest.size')}
              hint={t('admin.contest.sizeHint')}
              inputMode="numeric"
              maxLength={3}
              autoComplete="off"
              {...bind('leaderboardSize', draft.leaderboardSize, (d, value) => ({
                ...d,
                leaderboardSize: value,
              }))}
              testId="contest-size"
            />
          </div>
        </section>

        <section className="admin-card card" aria-labelledby={`${headId}-prizes`}>
          <h2 className="admin-card__title" id={`${headId}-prizes`}>
            {t('admin.contest.prizes')}
          </h2>
          <p className="muted">{t('admin.contest.prizesHint')}</p>
          {error('prizes') ? (
            <Alert tone="error" testId="contest-prizes-error">
              <p>{error('prizes')}</p>
            </Alert>
          ) : null}
          {draft.prizes.length === 0 ? <p className="muted">{t('admin.contest.noPrizes')}</p> : null}
          <ul className="admin-contest-prizes">
            {draft.prizes.map((prize, index) => (
              <li key={prize.key} className="admin-contest-prize" data-testid="contest-prize">
                <TextField
                  label={t('admin.contest.place')}
                  inputMode="numeric"
                  maxLength={3}
                  autoComplete="off"
                  {...bind(`prizes.${index}.place`, prize.place, putPrize(prize.key, 'place'))}
                  testId={`contest-prize-place-${index}`}
                />
                <TextField
                  label={t('admin.contest.amount')}
                  inputMode="decimal"
                  autoComplete="off"
                  {...bind(`prizes.${index}.amount`, prize.amount, putPrize(prize.key, 'amount'))}
                  testId={`contest-prize-amount-${index}`}
                />
                <TextField
                  label={t('admin.contest.currency')}
                  autoComplete="off"
                  autoCapitalize="characters"
                  maxLength={12}
                  {...bind(`prizes.${index}.currency`, prize.currency, putPrize(prize.key, 'currency'))}
                  testId={`contest-prize-currency-${index}`}
                />
                <Button
                  color="transparent"
                  className="admin-contest-prize__remove"
                  onClick={() =>
                    editPrizes((d) => ({ ...d, prizes: d.prizes.filter((p) => p.key !== prize.key) }))
                  }
                  aria-label={t('admin.contest.removePrize', { place: prize.place })}
                  data-testid={`contest-prize-remove-${index}`}
                >
                  {t('admin.contest.remove')}
                </Button>
              </li>
            ))}
          </ul>
          {canEdit ? (
            <div>
              <Button
                color="gray"
                disabled={draft.prizes.length >= MAX_PRIZES}
                onClick={() => editPrizes((d) => ({ ...d, prizes: [...d.prizes, nextPrize(d.prizes)] }))}
                data-testid="contest-prize-add"
              >
                {t('admin.contest.addPrize')}
              </Button>
            </div>
          ) : null}
        </section>

        {canEdit ? (
          <section className="admin-card card">
            <ReasonField form={reason} hint={t('admin.contest.reasonHint')} testId="contest-reason" />
            <Notice notice={notice} testId="contest-notice" />
            {reason.alert ? (
              <Alert tone="error" testId="contest-alert">
                <p>{reason.alert}</p>
              </Alert>
            ) : null}
            <div className="admin-contest-buttons">
              <Button type="submit" color="green" disabled={save.isPending} data-testid="contest-save">
                {save.isPending ? t('admin.form.sending') : t('admin.contest.save')}
              </Button>
              {isDirty ? (
                <Button
                  color="gray"
                  onClick={() => {
                    setDraft(contestDraft(saved));
                    setErrors({});
                    reason.reset({ reason: '' });
                  }}
                  data-testid="contest-undo"
                >
                  {t('admin.contest.undo')}
                </Button>
              ) : null}
            </div>
          </section>
        ) : null}
      </fieldset>
      {canEdit ? null : (
        <p className="muted" data-testid="contest-readonly">
          {t('admin.contest.adminOnly')}
        </p>
      )}
    </form>
  );
}
