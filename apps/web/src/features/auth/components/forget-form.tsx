/**
 * "Forgot the password": the e-mail gets a link to set a new one. The server answers the same for
 * any address (it does not tell who is registered), so the page always says the link was sent.
 */
import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Button, FormFooter, TextField } from '@/components/ui';
import { useLocale } from '@/lib/i18n';
import { useRequestRestore } from '../api/request-restore';
import { useFormFields, useSay } from '../hooks/use-form-fields';
import { emailProblem, normalizeEmail } from '../utils/validation';
import { useT } from '@/lib/i18n/account';
import './auth.css';

export function ForgetForm({ loginHref }: { loginHref: string }) {
  const t = useT();
  const say = useSay();
  const locale = useLocale();
  const restore = useRequestRestore(locale);
  const form = useFormFields({ email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const problems = { email: emailProblem(form.values.email) };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (restore.isPending || !form.check(problems)) return;
    const email = normalizeEmail(form.values.email);
    restore.mutate(email, {
      onSuccess: () => setSentTo(email),
      onError: (error) => form.showError(error, 'auth.forget.failed'),
    });
  };

  if (sentTo) {
    return (
      <div className="auth-stack">
        <Alert tone="success" title={t('auth.forget.sent', { email: sentTo })} testId="forget-sent">
          <p>{t('auth.forget.sentHint')}</p>
        </Alert>
        <div className="auth-actions">
          <Button color="gray" onClick={() => setSentTo(null)} data-testid="forget-again">
            {t('auth.forget.again')}
          </Button>
          <Link to={loginHref} className="auth-actions__link">
            {t('auth.forget.back')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="auth-stack">
      <form className="auth-form" noValidate onSubmit={onSubmit} data-testid="forget-form">
        <TextField
          label={t('auth.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          value={form.values.email}
          onChange={(event) => form.set('email', event.target.value)}
          onBlur={() => form.touch('email')}
          error={say(form.error('email', problems.email))}
          testId="forget-email"
        />
        <FormFooter
          error={form.alert ? say(form.alert) : null}
          errorTestId="forget-error"
          pending={restore.isPending}
          label={t('auth.forget.submit')}
          pendingLabel={t('auth.forget.submitting')}
          submitTestId="forget-submit"
        />
      </form>
      <p className="auth-switch">
        <Link to={loginHref}>{t('auth.forget.back')}</Link>
      </p>
    </div>
  );
}
