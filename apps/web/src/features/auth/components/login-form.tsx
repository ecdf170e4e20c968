/**
 * Sign in (docs/architecture.md#accounts; the calls in docs/api.md): e-mail and password checked
 * here first, then by the server, whose refusals are worded in the page's language — a wrong
 * password under the password field, an account that is not activated yet with the way to get a
 * new activation link, a blocked account or too many attempts above the button. An account with a
 * second factor answers `otp_required` to a right password: the form then asks for the code (or a
 * recovery code) and signs in again with it (docs/decisions/022-two-factor.md).
 */
import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { FormFooter, TextField } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import type { TUser } from '../api/get-me';
import { useLogin } from '../api/login';
import { useFormFields, useSay } from '../hooks/use-form-fields';
import { emailProblem, normalizeEmail, requiredProblem } from '../utils/validation';
import { PasswordField } from './password-field';
import { ResendActivation } from './resend-activation';
import { useT } from '@/lib/i18n/account';
import './auth.css';

export interface TLoginFormProps {
  registerHref: string;
  forgetHref: string;
  onLoggedIn: (user: TUser) => void;
}

export function LoginForm({ registerHref, forgetHref, onLoggedIn }: TLoginFormProps) {
  const t = useT();
  const say = useSay();
  const locale = useLocale();
  const login = useLogin(locale);
  const form = useFormFields({ email: '', password: '', otp: '' });
  /** The address of an account that exists but is not activated yet. */
  const [inactive, setInactive] = useState<string | null>(null);
  /** The server asked for the second factor; `wrong` once a code sent was refused. */
  const [otpStep, setOtpStep] = useState<{ wrong: boolean } | null>(null);
  const problems = {
    email: emailProblem(form.values.email),
    password: requiredProblem(form.values.password),
    otp: otpStep ? requiredProblem(form.values.otp) : null,
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    setInactive(null);
    if (!form.check(problems)) return;
    const email = normalizeEmail(form.values.email);
    const otp = otpStep ? form.values.otp.trim() : '';
    login.mutate(
      { email, password: form.values.password, ...(otp ? { otp } : {}) },
      {
        onSuccess: (user) => onLoggedIn(user),
        onError: (error) => {
          if (isApiError(error) && error.code === 'otp_required') {
            setOtpStep({ wrong: otp !== '' });
            form.set('otp', '');
            return;
          }
          if (isApiError(error) && error.code === 'conflict') setInactive(email);
          form.showError(error, 'auth.login.failed');
        },
      },
    );
  };

  return (
    <div className="auth-stack">
      <form className="auth-form" noValidate onSubmit={onSubmit} data-testid="login-form">
        <TextField
          label={t('auth.email')}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          value={form.values.email}
          onChange={(event) => form.set('email', event.target.value)}
          onBlur={() => form.touch('email')}
          error={say(form.error('email', problems.email))}
          testId="login-email"
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          value={form.values.password}
          onChange={(event) => form.set('password', event.target.value)}
          onBlur={() => form.touch('password')}
          error={say(form.error('password', problems.password))}
          testId="login-password"
        />
        {otpStep ? (
          <>
            <p className="auth-form__note" role="status" data-testid="login-otp-ask">
              {t('auth.login.otpAsk')}
            </p>
            <TextField
              label={t('auth.login.otp')}
              hint={t('auth.login.otpHint')}
              autoComplete="one-time-code"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={64}
              value={form.values.otp}
              onChange={(event) => {
                form.set('otp', event.target.value);
                if (otpStep.wrong) setOtpStep({ wrong: false });
              }}
              onBlur={() => form.touch('otp')}
              error={otpStep.wrong ? t('auth.login.otpWrong') : say(form.error('otp', problems.otp))}
              testId="login-otp"
            />
          </>
        ) : null}
        <p className="auth-form__aside">
          <Link to={forgetHref} data-testid="login-forget">
            {t('auth.login.forgot')}
          </Link>
        </p>
        <FormFooter
          error={form.alert ? say(form.alert) : null}
          errorTestId="login-error"
          pending={login.isPending}
          label={t('auth.login.submit')}
          pendingLabel={t('auth.login.submitting')}
          submitTestId="login-submit"
        />
      </form>
      {inactive ? <ResendActivation key={inactive} email={inactive} /> : null}
      <p className="auth-switch">
        {t('auth.login.noAccount')}{' '}
        <Link to={registerHref} data-testid="login-register">
          {t('auth.login.register')}
        </Link>
      </p>
    </div>
  );
}
