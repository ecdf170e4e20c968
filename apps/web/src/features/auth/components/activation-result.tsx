/**
 * The e-mailed activation link (`/successfully?activate=<token>`): activates the account once and
 * says so ("Account successfully activated") with the way to sign in; a refused link shows
 * the server's reason and a form to get a new link.
 */
import { Alert, ButtonLink } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { useActivation } from '../api/activate';
import { ResendActivation } from './resend-activation';
import { useT } from '@/lib/i18n/account';
import './auth.css';

export function ActivationResult({ token, loginHref }: { token: string; loginHref: string }) {
  const t = useT();
  const locale = useLocale();
  const activation = useActivation(token, locale);

  if (activation.isPending) {
    return (
      <p className="auth-progress" role="status" data-testid="activation-pending">
        <span className="auth-spinner" aria-hidden="true" />
        {t('auth.activate.loading')}
      </p>
    );
  }

  if (activation.isError) {
    const { error } = activation;
    const refused = isApiError(error) && error.status >= 400 && error.status < 500;
    return (
      <div className="auth-stack">
        <Alert tone="error" title={t('auth.activate.failed')} testId="activation-failed">
          <p>{refused && error.detail ? error.detail : t('auth.activate.failedText')}</p>
        </Alert>
        {refused ? <ResendActivation /> : null}
      </div>
    );
  }

  return (
    <div className="auth-stack">
      <Alert tone="success" title={t('auth.activate.success')} testId="activation-success">
        <p>{t('auth.activate.successText')}</p>
      </Alert>
      <ButtonLink to={loginHref} color="green" size="large" block data-testid="activation-login">
        {t('auth.toLogin')}
      </ButtonLink>
    </div>
  );
}
