/**
 * Sign up: e-mail, a password checked live against the policy, its repeat; the kept referral code
 * (from a referral link) and the page's language go along. On success the server has mailed an
 * activation link, or, when the address already has an account, a note to its owner: the answer
 * is the same, so the page after it says "check your mail" either way.
 */
import type { SubmitEvent } from 'react';
import { Link } from 'react-router';
import { FormFooter, TextField } from '@/components/ui';
import { useLocale } from '@/lib/i18n';
import { useSignup } from '../api/signup';
import { useFormFields, useSay } from '../hooks/use-form-fields';
import { emailProblem, newPasswordProblem, normalizeEmail, repeatProblem } from '../utils/validation';
import { NewPasswordFields } from './new-password-fields';
import { useT } from '@/lib/i18n/account';
import './auth.css';

export interface TRegisterFormProps {
  /** The referrer's code kept from a referral link, sent as `refferal`. */
  referralCode: string | null;
  loginHref: string;
  onRegistered: (email: string) => void;
}

export function RegisterForm({ referralCode, loginHref, onRegistered }: TRegisterFormProps) {
  const t = useT();
  const say = useSay();
  const locale = useLocale();
  const signup = useSignup(locale);
  const form = useFormFields({ email: '', password: '', passwordRepeat: '' });
  const { values } = form;
  const problems = {
    email: emailProblem(values.email),
    password: newPasswordProblem(values.password),
    passwordRepeat: repeatProblem(values.password, values.passwordRepeat),
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (signup.isPending || !form.check(problems)) return;
    const email = normalizeEmail(values.email);
    signup.mutate(
      {
        email,
        password: values.password,
        passwordRepeat: values.passwordRepeat,
        locale,
        ...(referralCode ? { refferal: referralCode } : {}),
      },
      {
        onSuccess: () => onRegistered(email),
        onError: (error) => form.showError(error, 'auth.register.failed'),
      },
    );
  };

  return (
    <div className="auth-stack">
      <form className="auth-form" noValidate onSubmit={onSubmit} data-testid="register-form">
        {referralCode ? (
          <p className="auth-form__referral" data-testid="register-referral">
            {t('auth.register.referral', { code: referralCode })}
          </p>
        ) : null}
        <TextField
          label={t('auth.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          value={values.email}
          onChange={(event) => form.set('email', event.target.value)}
          onBlur={() => form.touch('email')}
          error={say(form.error('email', problems.email))}
          testId="register-email"
        />
        <NewPasswordFields
          form={form}
          set={form.set}
          problems={problems}
          labelKey="auth.password"
          testIdPrefix="register"
        />
        <FormFooter
          error={form.alert ? say(form.alert) : null}
          errorTestId="register-error"
          pending={signup.isPending}
          label={t('auth.register.submit')}
          pendingLabel={t('auth.register.submitting')}
          submitTestId="register-submit"
        />
      </form>
      <p className="auth-switch">
        {t('auth.register.haveAccount')}{' '}
        <Link to={loginHref} data-testid="register-login">
          {t('auth.register.login')}
        </Link>
      </p>
    </div>
  );
}
