/**
 * A new password from the e-mailed recovery link (`/recover?token=`). A link without a token, or a
 * token the server refuses (used, expired, mistyped), leads back to requesting a new link.
 */
import type { SubmitEvent } from 'react';
import { Link } from 'react-router';
import { Alert, ButtonLink, FormFooter } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { useRestorePassword } from '../api/restore-password';
import { useFormFields, useSay } from '../hooks/use-form-fields';
import { newPasswordProblem, repeatProblem } from '../utils/validation';
import { NewPasswordFields } from './new-password-fields';
import { useT } from '@/lib/i18n/account';
import './auth.css';

export interface TRecoverFormProps {
  token: string;
  forgetHref: string;
  onRestored: () => void;
}

export function RecoverForm({ token, forgetHref, onRestored }: TRecoverFormProps) {
  const t = useT();
  const say = useSay();
  const locale = useLocale();
  const restore = useRestorePassword(token, locale);
  const form = useFormFields({ password: '', passwordRepeat: '' });
  const { values } = form;
  const problems = {
    password: newPasswordProblem(values.password),
    passwordRepeat: repeatProblem(values.password, values.passwordRepeat),
  };
  const tokenRefused =
    restore.error !== null &&
    isApiError(restore.error) &&
    restore.error.status === 400 &&
    Object.keys(restore.error.fields).every((field) => field === 'token');

  if (!token) {
    return (
      <div className="auth-stack">
        <Alert tone="error" testId="recover-no-token">
          <p>{t('auth.recover.noToken')}</p>
        </Alert>
        <ButtonLink to={forgetHref} color="green" size="large" block>
          {t('auth.recover.requestNew')}
        </ButtonLink>
      </div>
    );
  }

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (restore.isPending || !form.check(problems)) return;
    restore.mutate(
      { password: values.password, passwordRepeat: values.passwordRepeat },
      { onSuccess: () => onRestored(), onError: (error) => form.showError(error, 'auth.recover.failed') },
    );
  };

  return (
    <div className="auth-stack">
      <form className="auth-form" noValidate onSubmit={onSubmit} data-testid="recover-form">
        <NewPasswordFields
          form={form}
          set={form.set}
          problems={problems}
          labelKey="auth.passwordNew"
          testIdPrefix="recover"
        />
        <FormFooter
          error={
            form.alert ? (
              <>
                <p>{say(form.alert)}</p>
                {tokenRefused ? (
                  <p>
                    <Link to={forgetHref} data-testid="recover-request-new">
                      {t('auth.recover.requestNew')}
                    </Link>
                  </p>
                ) : null}
              </>
            ) : null
          }
          errorTestId="recover-error"
          pending={restore.isPending}
          label={t('auth.recover.submit')}
          pendingLabel={t('auth.recover.submitting')}
          submitTestId="recover-submit"
        />
      </form>
    </div>
  );
}
