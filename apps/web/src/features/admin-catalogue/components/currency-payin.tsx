/**
 * One requisite of where clients pay a currency to (the exchanger's wallet address, card number,
 * recipient…): its key, its label in both languages, the value clients copy, and whether the claim
 * page shows it as a QR code too.
 */
import { LOCALES } from '@exchanger/core';
import { FormListItem, KeyField } from '@/components/desk';
import { Checkbox, TextField } from '@/components/ui';
import { useT } from '@/lib/i18n/admin';
import type { TKeyed, TPayinField } from '../utils/currency-form';

type TRequisite = TKeyed<TPayinField>;

export interface TPayinFieldEditorProps {
  field: TRequisite;
  index: number;
  count: number;
  error: (part: string) => string | undefined;
  onChange: (part: string, field: TRequisite) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

export function PayinFieldEditor({
  field,
  index,
  count,
  error,
  onChange,
  onMove,
  onRemove,
}: TPayinFieldEditorProps) {
  const t = useT();
  return (
    <FormListItem
      title={t('admin.currency.payinField', { n: index + 1 })}
      name={field.name.trim()}
      index={index}
      count={count}
      onMove={onMove}
      onRemove={onRemove}
      testId="payin-field"
    >
      <div className="admin-form-grid admin-form-grid--payin">
        <KeyField
          value={field.name}
          hint={t('admin.currency.payinNameHint')}
          onChange={(name) => onChange('name', { ...field, name })}
          error={error('name')}
          testId="payin-name"
        />
        {LOCALES.map((lang) => (
          <TextField
            key={lang}
            label={t('admin.currency.header', { lang: lang.toUpperCase() })}
            lang={lang}
            autoComplete="off"
            maxLength={200}
            value={field.label[lang]}
            onChange={(event) =>
              onChange(`label.${lang}`, { ...field, label: { ...field.label, [lang]: event.target.value } })
            }
            error={error(`label.${lang}`)}
            testId={`payin-label-${lang}`}
          />
        ))}
      </div>
      <div className="admin-form-grid admin-form-grid--value">
        <TextField
          className="admin-mono-input"
          label={t('admin.currency.payinValue')}
          autoComplete="off"
          spellCheck={false}
          maxLength={500}
          value={field.value}
          onChange={(event) => onChange('value', { ...field, value: event.target.value })}
          error={error('value')}
          testId="payin-value"
        />
        <div className="admin-form-grid__check">
          <Checkbox
            label={t('admin.currency.payinQr')}
            checked={field.qr}
            onChange={(event) => onChange('qr', { ...field, qr: event.target.checked })}
            error={error('qr')}
            testId="payin-qr"
          />
        </div>
      </div>
    </FormListItem>
  );
}
