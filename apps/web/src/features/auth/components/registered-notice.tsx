import { Alert } from '@/components/ui';
import { ResendActivation } from './resend-activation';
import { useT } from '@/lib/i18n/account';
import './auth.css';

/** After sign-up (`/successfully?registered=<email>`): where the activation link went, and a resend. */
export function RegisteredNotice({ email }: { email: string }) {
  const t = useT();
  return (
    <div className="auth-stack">
      <Alert tone="success" title={t('auth.registered.title')} testId="registered">
        <p>{t('auth.registered.text', { email })}</p>
      </Alert>
      <p className="muted">{t('auth.registered.noLetter')}</p>
      <ResendActivation email={email} />
    </div>
  );
}
