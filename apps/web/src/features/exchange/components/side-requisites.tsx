import { SelectField, TextField } from '@/components/ui';
import { useT } from '@/lib/i18n';
import type { TExchangeForm } from '../hooks/use-exchange-form';
import { say } from '../utils/messages';
import { fieldKey, fieldText, type TSideForm } from '../utils/requisites';

const INPUT_MODE: Record<string, 'text' | 'email' | 'tel' | 'numeric'> = {
  card: 'numeric',
  phone: 'tel',
  email: 'email',
};

/** The requisite fields of one side and its city, when it offers cities. */
export function SideRequisites({ form, state }: { form: TSideForm; state: TExchangeForm }) {
  const t = useT();
  return (
    <>
      {form.fields.map((field) => {
        const key = fieldKey(form.side, field.name);
        const { header, placeholder } = fieldText(field, form.side);
        return (
          <TextField
            key={key}
            label={header}
            placeholder={placeholder}
            type={field.type}
            inputMode={INPUT_MODE[field.validator] ?? 'text'}
            autoComplete="off"
            autoCapitalize={field.validator === 'name' ? 'characters' : 'off'}
            spellCheck={false}
            required={field.required}
            value={state.value(key)}
            onChange={(event) => state.setValue(key, event.target.value)}
            onBlur={() => state.touch(key)}
            error={say(t, state.fieldError(key))}
            testId={`field-${form.side}-${field.name}`}
          />
        );
      })}
      {form.cities.length > 0 ? (
        <SelectField
          label={t('exchange.city')}
          placeholder={t('exchange.cityPlaceholder')}
          options={form.cities.map((city) => ({ value: String(city.id), label: city.name }))}
          value={state.value(fieldKey(form.side, 'city'))}
          onChange={(event) => {
            state.setValue(fieldKey(form.side, 'city'), event.target.value);
            state.touch(fieldKey(form.side, 'city'));
          }}
          onBlur={() => state.touch(fieldKey(form.side, 'city'))}
          required
          error={say(t, state.fieldError(fieldKey(form.side, 'city')))}
          testId={`city-${form.side}`}
        />
      ) : null}
    </>
  );
}
