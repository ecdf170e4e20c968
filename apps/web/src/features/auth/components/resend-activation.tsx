/**
 * "Send the activation link again" (`POST reactivate`): a button when the address is known (after
 * sign-up, or a login refused because the account is not activated), else an e-mail field first.
 * The server answers the same for any address, so the confirmation names the address it was sent to.
 */
import { useState, type SubmitEvent } from 'react';
import { Alert, Button, TextField } from '@/components/ui';
import { useLocale } from '@/lib/i18n';
import { useReactivate } from '../api/reactivate';
import { useFormFields, useSay } from '../hooks/use-form-fields';
import { emailProblem, normalizeEmail } from '../utils/validation';
import { useT } from '@/lib/i18n/account';

export function ResendActivation({ email }: { email?: string }) {
  const t = useT();
  const say = useSay();
  const locale = useLocale();
  const reactivate = useReactivate(locale);
  const form = useFormFields({ email: email ?? '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const problems = { email: emailProblem(form.values.email) };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (reactivate.isPending || !form.check(problems)) return;
    const address = normalizeEmail(form.values.email);
    reactivate.mutate(address, {
      onSuccess: () => setSentTo(address),
      onError: (error) => form.showError(error, 'auth.resend.failed'),
    });
  };

  if (sentTo) {
    return (
      <Alert tone="success" testId="resend-sent">
        <p>{t('auth.resend.sent', { email: sentTo })}</p>
      </Alert>
    );
  }

  return (
    <form className="auth-form auth-form--inline" noValidate onSubmit={onSubmit} data-testid="resend-form">
      {email === undefined ? (
        <TextField
          label={t('auth.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          hint={t('auth.resend.emailHint')}
          value={form.values.email}
          onChange={(event) => form.set('email', event.target.value)}
          onBlur={() => form.touch('email')}
          error={say(form.error('email', problems.email))}
          testId="resend-email"
        />
      ) : null}
      {form.alert ? <Alert tone="error">{say(form.alert)}</Alert> : null}
      <Button type="submit" color="gray" disabled={reactivate.isPending} data-testid="resend-activation">
        {reactivate.isPending ? t('auth.resend.sending') : t('auth.resend.button')}
      </Button>
    </form>
  );
}
