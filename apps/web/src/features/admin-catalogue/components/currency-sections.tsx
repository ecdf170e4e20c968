/**
 * The parts of a currency's form that the editor and the new currency's form share: the names, the logo, the
 * input fields clients fill and the requisites clients pay it to. Each takes the draft, reports
 * edits by the API's name of the input (`fields.1.name`) and shows the errors under them.
 */
import { LOCALES } from '@exchanger/core';
import { useId } from 'react';
import { Button, TextAreaField, TextField } from '@/components/ui';
import { useT } from '@/lib/i18n/admin';
import {
  MAX_FIELDS,
  MAX_PAYIN_FIELDS,
  moveItem,
  newField,
  newPayinField,
  type TCurrencyDraft,
} from '../utils/currency-form';
import { InputFieldEditor } from './currency-input-fields';
import { PayinFieldEditor } from './currency-payin';
import { LogoPicker } from './logo-picker';
import './currency-form.css';

type TList = 'fields' | 'payin.fields';

export interface TCurrencyCardProps<D extends TCurrencyDraft> {
  draft: D;
  /** An input was edited: the draft changes and its message goes. */
  edit: (name: string, next: (draft: D) => D) => void;
  /** A list changed its items (added, moved, removed): their messages go. */
  editList: (list: TList, next: (draft: D) => D) => void;
  error: (name: string) => string | undefined;
}

/** The names in both languages (`<testIdPrefix>-ru`, `<testIdPrefix>-en`). */
export function CurrencyNameFields<D extends TCurrencyDraft>({
  draft,
  edit,
  error,
  testIdPrefix,
}: Omit<TCurrencyCardProps<D>, 'editList'> & { testIdPrefix: string }) {
  const t = useT();
  return LOCALES.map((lang) => (
    <TextField
      key={lang}
      label={t(lang === 'ru' ? 'admin.currency.nameRu' : 'admin.currency.nameEn')}
      lang={lang}
      autoComplete="off"
      maxLength={200}
      value={draft.names[lang]}
      onChange={(event) => {
        const value = event.target.value;
        edit(`names.${lang}`, (d) => ({ ...d, names: { ...d.names, [lang]: value } }));
      }}
      error={error(`names.${lang}`)}
      testId={`${testIdPrefix}-${lang}`}
    />
  ));
}

export function CurrencyLogoCard({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (logo: string) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <section className="admin-card card" aria-labelledby={id} data-testid="currency-logo">
      <h2 className="admin-card__title" id={id}>
        {t('admin.logo.title')}
      </h2>
      <LogoPicker value={value} error={error} onChange={onChange} />
    </section>
  );
}

export function CurrencyFieldsCard<D extends TCurrencyDraft>({
  draft,
  code,
  edit,
  editList,
  error,
}: TCurrencyCardProps<D> & {
  /** The currency's code, named in the sides ("when the client sends BTC"). */
  code: string;
}) {
  const t = useT();
  const fieldsId = useId();
  return (
    <section className="admin-card card" aria-labelledby={fieldsId} data-testid="currency-fields">
      <h2 className="admin-card__title" id={fieldsId}>
        {t('admin.currency.fields')}
      </h2>
      <p className="admin-sub">{t('admin.currency.fieldsHint')}</p>
      {error('fields') ? <p className="field__error">{error('fields')}</p> : null}
      {draft.fields.length === 0 ? <p className="muted">{t('admin.currency.fieldsEmpty')}</p> : null}
      {draft.fields.map((field, index) => (
        <InputFieldEditor
          key={field.key}
          field={field}
          index={index}
          count={draft.fields.length}
          code={code}
          error={(part) => error(`fields.${index}.${part}`)}
          onChange={(part, next) =>
            edit(`fields.${index}.${part}`, (d) => ({ ...d, fields: d.fields.with(index, next) }))
          }
          onMove={(by) => editList('fields', (d) => ({ ...d, fields: moveItem(d.fields, index, by) }))}
          onRemove={() =>
            editList('fields', (d) => ({ ...d, fields: d.fields.filter((_, i) => i !== index) }))
          }
        />
      ))}
      <div>
        <Button
          color="gray"
          disabled={draft.fields.length >= MAX_FIELDS}
          onClick={() => editList('fields', (d) => ({ ...d, fields: [...d.fields, newField()] }))}
          data-testid="currency-field-add"
        >
          + {t('admin.currency.addField')}
        </Button>
      </div>
    </section>
  );
}

export function CurrencyPayinCard<D extends TCurrencyDraft>({
  draft,
  edit,
  editList,
  error,
}: TCurrencyCardProps<D>) {
  const t = useT();
  const payinId = useId();
  return (
    <section className="admin-card card admin-payin" aria-labelledby={payinId} data-testid="currency-payin">
      <div className="admin-payin__head">
        <h2 className="admin-card__title" id={payinId}>
          {t('admin.currency.payin')}
        </h2>
        <span className="admin-flag admin-flag--warning">{t('admin.currency.payinBadge')}</span>
      </div>
      <p className="admin-payin__lead">{t('admin.currency.payinLead')}</p>
      {error('payin.fields') ? <p className="field__error">{error('payin.fields')}</p> : null}
      {draft.payin.fields.length === 0 ? (
        <p className="admin-warn" data-testid="payin-empty">
          {t('admin.currency.payinEmpty')}
        </p>
      ) : null}
      {draft.payin.fields.map((field, index) => (
        <PayinFieldEditor
          key={field.key}
          field={field}
          index={index}
          count={draft.payin.fields.length}
          error={(part) => error(`payin.fields.${index}.${part}`)}
          onChange={(part, next) =>
            edit(`payin.fields.${index}.${part}`, (d) => ({
              ...d,
              payin: { ...d.payin, fields: d.payin.fields.with(index, next) },
            }))
          }
          onMove={(by) =>
            editList('payin.fields', (d) => ({
              ...d,
              payin: { ...d.payin, fields: moveItem(d.payin.fields, index, by) },
            }))
          }
          onRemove={() =>
            editList('payin.fields', (d) => ({
              ...d,
              payin: { ...d.payin, fields: d.payin.fields.filter((_, i) => i !== index) },
            }))
          }
        />
      ))}
      <div>
        <Button
          color="gray"
          disabled={draft.payin.fields.length >= MAX_PAYIN_FIELDS}
          onClick={() =>
            editList('payin.fields', (d) => ({
              ...d,
              payin: { ...d.payin, fields: [...d.payin.fields, newPayinField()] },
            }))
          }
          data-testid="payin-add"
        >
          + {t('admin.currency.addPayin')}
        </Button>
      </div>
      <fieldset className="admin-fieldset">
        <legend>{t('admin.currency.memo')}</legend>
        <p className="admin-sub">{t('admin.currency.memoHint')}</p>
        <div className="admin-form-grid admin-form-grid--two">
          {LOCALES.map((lang) => (
            <TextAreaField
              key={lang}
              label={t(lang === 'ru' ? 'admin.content.lang.ru' : 'admin.content.lang.en')}
              lang={lang}
              rows={3}
              maxLength={2000}
              value={draft.payin.memo[lang]}
              onChange={(event) => {
                const value = event.target.value;
                edit(`payin.memo.${lang}`, (d) => ({
                  ...d,
                  payin: { ...d.payin, memo: { ...d.payin.memo, [lang]: value } },
                }));
              }}
              error={error(`payin.memo.${lang}`)}
              testId={`payin-memo-${lang}`}
            />
          ))}
        </div>
      </fieldset>
    </section>
  );
}
