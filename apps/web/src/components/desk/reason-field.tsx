import { TextAreaField } from '@/components/ui';
import { useT } from '@/lib/i18n/admin';
import type { TActionForm } from './use-action-form';

export interface TReasonFieldProps<K extends string> {
  form: TActionForm<K | 'reason'>;
  /** Where the reason goes (the claim's history, the audit log…). */
  hint: string;
  testId: string;
}

/** The reason every back-office decision is made with: it goes into the audit log. */
export function ReasonField<K extends string>({ form, hint, testId }: TReasonFieldProps<K>) {
  const t = useT();
  return (
    <TextAreaField
      label={t('admin.form.reason')}
      hint={hint}
      maxLength={1000}
      value={form.values.reason}
      onChange={(event) => form.set('reason', event.target.value)}
      error={form.error('reason')}
      testId={testId}
    />
  );
}
