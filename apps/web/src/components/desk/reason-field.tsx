import { TextAreaField } from '@/components/ui';
import { useT } from '@/lib/i18n/admin';
import type { TActionForm } from './use-action-form';

export interface TReasonFieldProps<K extends string> {
  form: TActionForm<K | 'reason'>;
  /** Where the reason goes (the claim's history, the audit log…). */
  hint: string;
  testId: string;
  /**
   * Whether the decision needs a reason (the default). The label says "required" or "optional"
   * before anything is sent (docs/decisions/009-operator-back-office.md).
   */
  required?: boolean;
}

/** The reason a back-office decision is made with: it goes into the audit log. */
export function ReasonField<K extends string>({ form, hint, testId, required = true }: TReasonFieldProps<K>) {
  const t = useT();
  return (
    <TextAreaField
      label={t('admin.form.reason')}
      labelAside={
        <span className="field__need" data-testid={`${testId}-need`}>
          {t(required ? 'admin.form.required' : 'admin.form.optional')}
        </span>
      }
      hint={hint}
      maxLength={1000}
      aria-required={required}
      value={form.values.reason}
      onChange={(event) => form.set('reason', event.target.value)}
      error={form.error('reason')}
      testId={testId}
    />
  );
}
