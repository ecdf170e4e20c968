/**
 * Change the password in the account settings: the current one, a new one checked live against
 * the policy, its repeat. A wrong current password comes back under its field; on success the form
 * empties and says "Password changed successfully".
 */
import { useId, useState, type SubmitEvent } from 'react';
import { Alert, Button } from '@/components/ui';
import { useLocale } from '@/lib/i18n';
import { useChangePassword } from '../api/change-password';
import { useFormFields, useSay } from '../hooks/use-form-fields';
import { newPasswordProblem, repeatProblem, requiredProblem } from '../utils/validation';
import { PasswordField } from './password-field';
import { NewPasswordFields } from './new-password-fields';
import { useT } from '@/lib/i18n/account';
import './auth.css';

const EMPTY = { oldPassword: '', password: '', passwordRepeat: '' };

export function PasswordChangeForm() {
  const t = useT();
  const say = useSay();
  const locale = useLocale();
  const change = useChangePassword(locale);
  const titleId = useId();
  const form = useFormFields(EMPTY);
  const [done, setDone] = useState(false);
  const { values } = form;
  const problems = {
    oldPassword: requiredProblem(values.oldPassword),
    password: newPasswordProblem(values.password),
    passwordRepeat: repeatProblem(values.password, values.passwordRepeat),
  };

  const set = (key: keyof typeof EMPTY, value: string) => {
    setDone(false);
    form.set(key, value);
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    setDone(false);
    if (change.isPending || !form.check(problems)) return;
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        setDone(true);
      },
      onError: (error) => form.showError(error, 'auth.change.failed'),
    });
  };

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      data-testid="password-change-form"
    >
      <h2 className="section-title" id={titleId}>
        {t('auth.change.title')}
      </h2>
      <PasswordField
        label={t('auth.passwordOld')}
        autoComplete="current-password"
        value={values.oldPassword}
        onChange={(event) => set('oldPassword', event.target.value)}
        onBlur={() => form.touch('oldPassword')}
        error={say(form.error('oldPassword', problems.oldPassword))}
        testId="change-old"
      />
      <NewPasswordFields
        form={form}
        set={set}
        problems={problems}
        labelKey="auth.passwordNew"
        testIdPrefix="change"
      />
      {form.alert ? (
        <Alert tone="error" testId="change-error">
          {say(form.alert)}
        </Alert>
      ) : null}
      {done ? (
        <Alert tone="success" testId="change-success">
          {t('auth.change.success')}
        </Alert>
      ) : null}
      <div className="auth-form__submit">
        <Button
          type="submit"
          color="green"
          size="large"
          disabled={change.isPending}
          data-testid="change-submit"
        >
          {change.isPending ? t('auth.change.submitting') : t('auth.change.submit')}
        </Button>
      </div>
    </form>
  );
}
