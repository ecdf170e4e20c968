/**
 * A direction's terms: the manual course (only for a manual direction; a feed's course moves with
 * the margin), margin and bonus, the limits of both sides (empty: no limit), the claim's lifetime,
 * verification, congestion notices and the direction's notice in both languages. Only what was
 * changed is sent, with the reason; the server's refusals go under their fields.
 */
import type { TAdminDirection } from '@exchanger/core';
import { useId, useState } from 'react';
import { ActionDialog, ReasonField, refusalHandler, useActionForm } from '@/components/desk';
import { Checkbox, TextAreaField, TextField } from '@/components/ui';
import { formatDecimal } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useT, type TMessageKey } from '@/lib/i18n/admin';
import { useUpdateDirection } from '../api/update-direction';
import { directionChanges, directionValues, flag, type TDirectionField } from '../utils/direction-changes';

export interface TDirectionDialogProps {
  direction: TAdminDirection;
  onClose: () => void;
  onDone: (direction: TAdminDirection) => void;
  onConflict: (detail: string) => void;
}

export function DirectionDialog({ direction, onClose, onDone, onConflict }: TDirectionDialogProps) {
  const t = useT();
  const locale = useLocale();
  const update = useUpdateDirection(locale);
  // What the form was filled with: a term another operator changes meanwhile (the list reloads)
  // is not sent back unless it is edited here.
  const [baseline] = useState(direction);
  const form = useActionForm<TDirectionField>(directionValues(baseline), {
    reason: 'admin.form.reasonRequired',
  });
  const limitsId = useId();
  const noticesId = useId();
  const { from, to } = direction;
  const isManual = baseline.courseSource === 'manual';

  const submit = () => {
    if (!form.check()) return;
    const { change, problems } = directionChanges(baseline, form.values);
    const found = Object.entries(problems) as [TDirectionField, TMessageKey][];
    for (const [key, message] of found) form.fail(key, t(message));
    if (found.length > 0) return;
    if (Object.keys(change).length === 0) {
      form.say(t('admin.directions.nothingChanged'));
      return;
    }
    update.mutate(
      { id: direction.id, body: { ...change, reason: form.values.reason.trim() } },
      { onSuccess: onDone, onError: refusalHandler(form, onConflict) },
    );
  };

  const text = (key: TDirectionField, label: string, hint?: string, testId?: string) => (
    <TextField
      label={label}
      hint={hint}
      inputMode="decimal"
      autoComplete="off"
      maxLength={40}
      value={form.values[key]}
      onChange={(event) => form.set(key, event.target.value)}
      error={form.error(key)}
      testId={testId ?? `direction-${key}`}
    />
  );
  const check = (key: TDirectionField, label: string) => (
    <Checkbox
      label={label}
      checked={form.values[key] === 'true'}
      onChange={(event) => form.set(key, flag(event.target.checked))}
      error={form.error(key)}
      testId={`direction-${key}`}
    />
  );

  return (
    <ActionDialog
      wide
      title={t('admin.directions.editOf', { from: from.code, to: to.code })}
      lead={
        <p>
          {from.name} → {to.name}.{' '}
          {direction.course === null
            ? t('admin.directions.unavailableLead')
            : t('admin.directions.courseNow', {
                from: from.code,
                course: formatDecimal(direction.course),
                to: to.code,
              })}
        </p>
      }
      submitLabel={t('admin.directions.save')}
      pending={update.isPending}
      alert={form.alert}
      onSubmit={submit}
      onClose={onClose}
      testId="direction-dialog"
    >
      <div className="admin-form-grid">
        {isManual ? (
          text(
            'manualCourse',
            t('admin.directions.manualCourse', { from: from.code, to: to.code }),
            t('admin.directions.manualCourseHint'),
          )
        ) : (
          <div className="admin-form-note" data-testid="direction-feed-course">
            <p className="field__label">{t('admin.directions.feedCourse')}</p>
            <p className="admin-mono admin-break">{baseline.courseFormula ?? '—'}</p>
            <p className="field__hint">{t('admin.directions.feedCourseHint')}</p>
          </div>
        )}
        {text('marginPercent', t('admin.directions.margin'), t('admin.directions.marginHint'))}
        {text('bonus', t('admin.directions.bonus'), t('admin.directions.bonusHint'))}
        <TextField
          label={t('admin.directions.lifetime')}
          hint={t('admin.directions.lifetimeHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={form.values.lifetimeMinutes}
          onChange={(event) => form.set('lifetimeMinutes', event.target.value)}
          error={form.error('lifetimeMinutes')}
          testId="direction-lifetimeMinutes"
        />
      </div>

      <fieldset className="admin-fieldset" aria-describedby={limitsId}>
        <legend>{t('admin.directions.limits')}</legend>
        <p className="admin-sub" id={limitsId}>
          {t('admin.directions.limitsHint')}
        </p>
        <div className="admin-form-grid admin-form-grid--four">
          {text('fromMin', t('admin.directions.fromMin', { code: from.code }))}
          {text('fromMax', t('admin.directions.fromMax', { code: from.code }))}
          {text('toMin', t('admin.directions.toMin', { code: to.code }))}
          {text('toMax', t('admin.directions.toMax', { code: to.code }))}
        </div>
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>{t('admin.directions.switches')}</legend>
        <div className="admin-form-grid">
          {check('active', t('admin.directions.active'))}
          {check('verificationRequired', t('admin.directions.verification'))}
          {check('humanCheck', t('admin.directions.humanCheck'))}
          {check('congestionFrom', t('admin.directions.congestionFrom', { code: from.code }))}
          {check('congestionTo', t('admin.directions.congestionTo', { code: to.code }))}
        </div>
      </fieldset>

      <fieldset className="admin-fieldset" aria-describedby={noticesId}>
        <legend>{t('admin.directions.notice')}</legend>
        <p className="admin-sub" id={noticesId}>
          {t('admin.directions.noticeHint')}
        </p>
        <div className="admin-form-grid admin-form-grid--two">
          <TextAreaField
            label={t('admin.content.lang.ru')}
            lang="ru"
            rows={4}
            maxLength={2000}
            value={form.values['notify.ru']}
            onChange={(event) => form.set('notify.ru', event.target.value)}
            error={form.error('notify.ru')}
            testId="direction-notify-ru"
          />
          <TextAreaField
            label={t('admin.content.lang.en')}
            lang="en"
            rows={4}
            maxLength={2000}
            value={form.values['notify.en']}
            onChange={(event) => form.set('notify.en', event.target.value)}
            error={form.error('notify.en')}
            testId="direction-notify-en"
          />
        </div>
      </fieldset>

      <ReasonField form={form} hint={t('admin.catalogue.reasonHint')} testId="direction-reason" />
    </ActionDialog>
  );
}
