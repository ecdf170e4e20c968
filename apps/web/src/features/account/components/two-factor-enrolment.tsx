/**
 * Enrolling a second factor (docs/decisions/022-two-factor.md): a new secret is asked for at once
 * and shown as a QR code for the authenticator app and as text to type in; the six-digit code the
 * app then shows confirms it, and the ten recovery codes are shown once, to be saved before going
 * on. Used on the account page and by the back office, whose staff must enrol before working.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { Alert, Button, CopyButton, CopyField, QrCode, TextField } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useStartTwoFactor } from '../api/start-two-factor';
import { useT } from '@/lib/i18n/account';
import './two-factor.css';

export interface TTwoFactorEnrolmentProps {
  /** The codes were saved: the second factor is on. */
  onEnabled: () => void;
  /** Leaves without enrolling (the account page); absent where enrolling is required. */
  onCancel?: () => void;
}

export function TwoFactorEnrolment({ onEnabled, onCancel }: TTwoFactorEnrolmentProps) {
  const t = useT();
  const locale = useLocale();
  const start = useStartTwoFactor(locale);
  const confirm = useConfirmTwoFactor(locale);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const started = useRef(false);
  const titleId = useId();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start.mutate();
  }, [start]);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (confirm.isPending) return;
    const otp = code.replace(/\s+/g, '');
    if (!otp) {
      setCodeError(t('twoFactor.codeRequired'));
      return;
    }
    setAlert(null);
    confirm.mutate(otp, {
      onError: (error) => {
        if (isApiError(error) && error.fields.otp) {
          setCodeError(error.fields.otp.join(' '));
          setCode('');
        } else if (isApiError(error) && error.status > 0 && error.status < 500) {
          setAlert(error.detail || t('twoFactor.failed'));
        } else {
          setAlert(t('twoFactor.failed'));
        }
      },
    });
  };

  if (confirm.data) {
    const codes = confirm.data.recoveryCodes;
    return (
      <section className="two-factor" aria-labelledby={titleId} data-testid="two-factor-recovery">
        <h3 className="two-factor__title" id={titleId}>
          {t('twoFactor.recoveryTitle')}
        </h3>
        <p>{t('twoFactor.recoveryText')}</p>
        <ol className="two-factor__codes" data-testid="two-factor-codes">
          {codes.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ol>
        <div className="two-factor__buttons">
          <CopyButton value={codes.join('\n')} label={t('twoFactor.recoveryCopy')} testId="two-factor-copy" />
          <Button color="green" onClick={onEnabled} data-testid="two-factor-done">
            {t('twoFactor.recoveryDone')}
          </Button>
        </div>
      </section>
    );
  }

  if (!start.data) {
    return (
      <div className="two-factor" data-testid="two-factor-enrol">
        {start.isError ? (
          <Alert tone="error" testId="two-factor-start-failed">
            <p>
              {isApiError(start.error) && start.error.status < 500 && start.error.detail
                ? start.error.detail
                : t('twoFactor.failed')}
            </p>
          </Alert>
        ) : (
          <p className="muted" role="status">
            {t('twoFactor.starting')}
          </p>
        )}
        {onCancel ? (
          <div className="two-factor__buttons">
            <Button color="gray" onClick={onCancel} data-testid="two-factor-cancel">
              {t('twoFactor.cancel')}
            </Button>
          </div>
        ) : null}
      </div>
    );
  }

  const { secret, otpauthUrl } = start.data;
  return (
    <form className="two-factor" noValidate onSubmit={submit} data-testid="two-factor-enrol">
      <p>{t('twoFactor.scan')}</p>
      <div className="two-factor__qr">
        <QrCode value={otpauthUrl} label={t('twoFactor.qrLabel')} testId="two-factor-qr" />
      </div>
      <div className="two-factor__secret">
        <p className="muted">{t('twoFactor.secret')}</p>
        <CopyField
          value={secret}
          label={t('twoFactor.secret')}
          valueTestId="two-factor-secret"
          copyTestId="two-factor-secret-copy"
        />
      </div>
      <p>{t('twoFactor.enterCode')}</p>
      <TextField
        label={t('twoFactor.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setCodeError(null);
        }}
        error={codeError}
        testId="two-factor-code"
      />
      {alert ? (
        <Alert tone="error" testId="two-factor-alert">
          <p>{alert}</p>
        </Alert>
      ) : null}
      <div className="two-factor__buttons">
        {onCancel ? (
          <Button
            color="gray"
            onClick={onCancel}
            disabled={confirm.isPending}
            data-testid="two-factor-cancel"
          >
            {t('twoFactor.cancel')}
          </Button>
        ) : null}
        <Button type="submit" color="green" disabled={confirm.isPending} data-testid="two-factor-confirm">
          {confirm.isPending ? t('twoFactor.confirming') : t('twoFactor.confirm')}
        </Button>
      </div>
    </form>
  );
}
