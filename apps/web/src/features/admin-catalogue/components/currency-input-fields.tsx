/**
 * The inputs a client fills for a currency (a wallet, a card number, the cardholder…), each with
 * every property the API has: its key, the keyboard, the check, whether it is required, the sides
 * of the exchange it is asked on, and its label and placeholder in both languages for each side.
 */
import { LOCALES, VALIDATORS, type TAdminFieldDef } from '@exchanger/core';
import { FormListItem, KeyField } from '@/components/desk';
import { Checkbox, SelectField, TextField } from '@/components/ui';
import { useT } from '@/lib/i18n/admin';
import type { TKeyed } from '../utils/currency-form';
import { FIELD_TYPE_LABEL, VALIDATOR_LABEL } from '../utils/labels';

type TField = TKeyed<TAdminFieldDef>;
type TSide = 'send' | 'receive';
type TSideText = 'header' | 'placeholder';

const FIELD_TYPES = ['text', 'email', 'tel'] as const satisfies readonly TAdminFieldDef['type'][];
const SIDE_TEXTS = ['header', 'placeholder'] as const satisfies readonly TSideText[];

export interface TInputFieldEditorProps {
  field: TField;
  index: number;
  count: number;
  /** The currency's code, named in the sides ("when the client sends BTC"). */
  code: string;
  /** The message under a part of the field (`name`, `send.header.en`…). */
  error: (part: string) => string | undefined;
  /** A part of the field was edited: the field as it is now. */
  onChange: (part: string, field: TField) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function withText(field: TField, side: TSide, text: TSideText, lang: 'ru' | 'en', value: string): TField {
  const texts = { ...field[side], [text]: { ...field[side][text], [lang]: value } };
  return side === 'send' ? { ...field, send: texts } : { ...field, receive: texts };
}

export function InputFieldEditor({
  field,
  index,
  count,
  code,
  error,
  onChange,
  onMove,
  onRemove,
}: TInputFieldEditorProps) {
  const t = useT();

  const side = (which: TSide) => {
    const flag = which === 'send' ? 'onSend' : 'onReceive';
    return (
      <div
        className={`admin-side-texts${field[flag] ? '' : ' admin-side-texts--off'}`}
        role="group"
        aria-label={t(which === 'send' ? 'admin.currency.sideSend' : 'admin.currency.sideReceive', { code })}
      >
        <Checkbox
          label={t(which === 'send' ? 'admin.currency.onSend' : 'admin.currency.onReceive', { code })}
          checked={field[flag]}
          onChange={(event) => onChange(flag, { ...field, [flag]: event.target.checked })}
          error={error(flag)}
          testId={`field-on-${which}`}
        />
        <div className="admin-form-grid admin-form-grid--two">
          {SIDE_TEXTS.map((text) =>
            LOCALES.map((lang) => (
              <TextField
                key={`${text}-${lang}`}
                label={t(text === 'header' ? 'admin.currency.header' : 'admin.currency.placeholder', {
                  lang: lang.toUpperCase(),
                })}
                lang={lang}
                autoComplete="off"
                maxLength={200}
                value={field[which][text][lang]}
                onChange={(event) =>
                  onChange(`${which}.${text}.${lang}`, withText(field, which, text, lang, event.target.value))
                }
                error={error(`${which}.${text}.${lang}`)}
                testId={`field-${which}-${text}-${lang}`}
              />
            )),
          )}
        </div>
      </div>
    );
  };

  return (
    <FormListItem
      title={t('admin.currency.field', { n: index + 1 })}
      name={field.name.trim()}
      index={index}
      count={count}
      onMove={onMove}
      onRemove={onRemove}
      testId="currency-field"
    >
      <div className="admin-form-grid admin-form-grid--field">
        <KeyField
          value={field.name}
          hint={t('admin.currency.fieldNameHint')}
          onChange={(name) => onChange('name', { ...field, name })}
          error={error('name')}
          testId="field-name"
        />
        <SelectField
          label={t('admin.currency.fieldType')}
          hint={t('admin.currency.fieldTypeHint')}
          options={FIELD_TYPES.map((value) => ({ value, label: t(FIELD_TYPE_LABEL[value]) }))}
          value={field.type}
          onChange={(event) =>
            onChange('type', { ...field, type: FIELD_TYPES.find((v) => v === event.target.value) ?? 'text' })
          }
          error={error('type')}
          testId="field-type"
        />
        <SelectField
          label={t('admin.currency.validator')}
          hint={t('admin.currency.validatorHint')}
          options={VALIDATORS.map((value) => ({ value, label: t(VALIDATOR_LABEL[value]) }))}
          value={field.validator}
          onChange={(event) =>
            onChange('validator', {
              ...field,
              validator: VALIDATORS.find((v) => v === event.target.value) ?? 'text',
            })
          }
          error={error('validator')}
          testId="field-validator"
        />
        <div className="admin-form-grid__check">
          <Checkbox
            label={t('admin.currency.required')}
            checked={field.required}
            onChange={(event) => onChange('required', { ...field, required: event.target.checked })}
            error={error('required')}
            testId="field-required"
          />
        </div>
      </div>
      <div className="admin-grid admin-grid--sides admin-field-sides">
        {side('send')}
        {side('receive')}
      </div>
    </FormListItem>
  );
}
