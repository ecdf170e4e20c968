/**
 * A new direction: the two currencies, where its course comes from (a course set by hand, or a
 * feed with an optional formula: empty, the course crosses both currencies' dollar rates), the
 * margin and the reason. The rest of its terms take the server's defaults and are edited after.
 * The server's refusals go under their fields; a 409 (the direction exists) stays in the dialog.
 */
import { dec, DECIMAL_PATTERN, type TAdminDirection, type TAdminDirectionCreate } from '@exchanger/core';
import { ActionDialog, ReasonField, refusalHandler, useActionForm } from '@/components/desk';
import { SelectField, TextField } from '@/components/ui';
import { useLocale } from '@/lib/i18n';
import { useT, type TMessageKey } from '@/lib/i18n/admin';
import { useCatalogueCurrencies } from '../api/get-catalogue-currencies';
import { useCreateDirection } from '../api/create-direction';

type TNewDirectionField =
  'fromId' | 'toId' | 'courseSource' | 'manualCourse' | 'courseFormula' | 'marginPercent' | 'reason';

const PERCENT = /^\d{1,2}(\.\d{1,4})?$/;

/** A number as typed: a comma is taken for a point. */
const typed = (value: string) => value.trim().replace(',', '.');

export interface TNewDirectionDialogProps {
  onClose: () => void;
  onDone: (direction: TAdminDirection) => void;
}

export function NewDirectionDialog({ onClose, onDone }: TNewDirectionDialogProps) {
  const t = useT();
  const locale = useLocale();
  const currencies = useCatalogueCurrencies(locale);
  const create = useCreateDirection(locale);
  const form = useActionForm<TNewDirectionField>(
    {
      fromId: '',
      toId: '',
      courseSource: 'feed',
      manualCourse: '',
      courseFormula: '',
      marginPercent: '0',
      reason: '',
    },
    {
      fromId: 'admin.directions.currencyRequired',
      toId: 'admin.directions.currencyRequired',
      reason: 'admin.form.reasonRequired',
    },
  );
  const { values } = form;
  const isManual = values.courseSource === 'manual';
  const options = (currencies.data ?? []).map((c) => ({
    value: String(c.id),
    label: `${c.code} — ${c.name}`,
  }));

  const submit = () => {
    if (!form.check()) return;
    const problems: Partial<Record<TNewDirectionField, TMessageKey>> = {};
    if (values.fromId === values.toId) problems.toId = 'admin.directions.sameCurrency';
    const course = typed(values.manualCourse);
    if (isManual) {
      if (!course) problems.manualCourse = 'admin.directions.courseRequired';
      else if (!DECIMAL_PATTERN.test(course)) problems.manualCourse = 'admin.directions.decimalInvalid';
      else if (dec(course).lte(0)) problems.manualCourse = 'admin.directions.coursePositive';
    }
    const margin = typed(values.marginPercent) || '0';
    if (!PERCENT.test(margin)) problems.marginPercent = 'admin.directions.percentInvalid';
    const found = Object.entries(problems) as [TNewDirectionField, TMessageKey][];
    for (const [key, message] of found) form.fail(key, t(message));
    if (found.length > 0) return;

    const body: TAdminDirectionCreate = {
      fromId: Number(values.fromId),
      toId: Number(values.toId),
      courseSource: isManual ? 'manual' : 'feed',
      marginPercent: margin,
      reason: values.reason.trim(),
    };
    const formula = values.courseFormula.trim();
    if (isManual) body.manualCourse = course;
    else if (formula) body.courseFormula = formula;
    create.mutate(body, {
      onSuccess: onDone,
      onError: refusalHandler(form, (detail) => form.say(detail || t('admin.form.failed'))),
    });
  };

  return (
    <ActionDialog
      wide
      title={t('admin.directions.newTitle')}
      lead={<p>{t('admin.directions.newLead')}</p>}
      submitLabel={t('admin.directions.create')}
      pending={create.isPending}
      alert={form.alert}
      onSubmit={submit}
      onClose={onClose}
      testId="new-direction-dialog"
    >
      <div className="admin-form-grid">
        <SelectField
          label={t('admin.directions.fromCurrency')}
          placeholder={currencies.isPending ? t('admin.directions.currenciesLoading') : '—'}
          options={options}
          value={values.fromId}
          onChange={(event) => form.set('fromId', event.target.value)}
          error={form.error('fromId')}
          testId="new-direction-from"
        />
        <SelectField
          label={t('admin.directions.toCurrency')}
          placeholder={currencies.isPending ? t('admin.directions.currenciesLoading') : '—'}
          options={options}
          value={values.toId}
          onChange={(event) => form.set('toId', event.target.value)}
          error={form.error('toId')}
          testId="new-direction-to"
        />
        <SelectField
          label={t('admin.directions.source')}
          options={[
            { value: 'feed', label: t('admin.directions.sourceFeedOption') },
            { value: 'manual', label: t('admin.directions.sourceManualOption') },
          ]}
          value={values.courseSource}
          onChange={(event) => form.set('courseSource', event.target.value)}
          error={form.error('courseSource')}
          testId="new-direction-source"
        />
        {isManual ? (
          <TextField
            label={t('admin.directions.newManualCourse')}
            hint={t('admin.directions.manualCourseHint')}
            inputMode="decimal"
            autoComplete="off"
            maxLength={40}
            value={values.manualCourse}
            onChange={(event) => form.set('manualCourse', event.target.value)}
            error={form.error('manualCourse')}
            testId="new-direction-manualCourse"
          />
        ) : (
          <TextField
            label={t('admin.directions.formula')}
            hint={t('admin.directions.formulaHint')}
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            value={values.courseFormula}
            onChange={(event) => form.set('courseFormula', event.target.value)}
            error={form.error('courseFormula')}
            testId="new-direction-courseFormula"
          />
        )}
        <TextField
          label={t('admin.directions.margin')}
          hint={t('admin.directions.newMarginHint')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={40}
          value={values.marginPercent}
          onChange={(event) => form.set('marginPercent', event.target.value)}
          error={form.error('marginPercent')}
          testId="new-direction-marginPercent"
        />
      </div>
      <ReasonField form={form} hint={t('admin.catalogue.reasonHint')} testId="new-direction-reason" />
    </ActionDialog>
  );
}
