/**
 * A new password and its repetition, with the live policy hints: the same pair in sign-up,
 * recovery and password change.
 */
import { useId } from 'react';
import { useSay, type TFormFields } from '../hooks/use-form-fields';
import { PasswordField } from './password-field';
import { PasswordRules } from './password-rules';
import { type TMessageKey, useT } from '@/lib/i18n/account';

type TKey = 'password' | 'passwordRepeat';

export interface TNewPasswordFieldsProps {
  form: Pick<TFormFields<TKey>, 'values' | 'touch' | 'error'>;
  /** Sets a value (the form's own `set`, or a wrapper that does more). */
  set: (key: TKey, value: string) => void;
  problems: Record<TKey, TMessageKey | null>;
  /** `auth.password` on sign-up, `auth.passwordNew` where a password is replaced. */
  labelKey: 'auth.password' | 'auth.passwordNew';
  /** Test ids become `{prefix}-password` and `{prefix}-repeat`. */
  testIdPrefix: string;
}

export function NewPasswordFields({ form, set, problems, labelKey, testIdPrefix }: TNewPasswordFieldsProps) {
  const t = useT();
  const say = useSay();
  const rulesId = useId();
  const { values } = form;
  return (
    <>
      <div className="auth-form__group">
        <PasswordField
          label={t(labelKey)}
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => set('password', event.target.value)}
          onBlur={() => form.touch('password')}
          error={say(form.error('password', problems.password))}
          aria-describedby={rulesId}
          testId={`${testIdPrefix}-password`}
        />
        <PasswordRules id={rulesId} password={values.password} />
      </div>
      <PasswordField
        label={t('auth.passwordRepeat')}
        autoComplete="new-password"
        value={values.passwordRepeat}
        onChange={(event) => set('passwordRepeat', event.target.value)}
        onBlur={() => form.touch('passwordRepeat')}
        error={say(form.error('passwordRepeat', problems.passwordRepeat))}
        testId={`${testIdPrefix}-repeat`}
      />
    </>
  );
}
