/**
 * The second factor on the account page: whether it is on; a user turns it on (the enrolment: QR,
 * code, recovery codes) or off (with a code or a recovery code). Staff cannot turn theirs off, so
 * they see only that it is on.
 */
import type { TMe } from '@exchanger/core';
import { useId, useState, type SubmitEvent } from 'react';
import { Alert, Button, TextField } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { TwoFactorEnrolment } from './two-factor-enrolment';
import { useT } from '@/lib/i18n/account';
import '@/components/ui/panel.css';
import './two-factor.css';

export interface TTwoFactorSettingsProps {
  user: TMe;
  /** The profile with the new state (the session keeps it). */
  onUpdated: (user: TMe) => void;
}

function TurnOffForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const t = useT();
  const locale = useLocale();
  const disable = useDisableTwoFactor(locale);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (disable.isPending) return;
    const otp = code.trim();
    if (!otp) {
      setError(t('twoFactor.codeRequired'));
      return;
    }
    setAlert(null);
    disable.mutate(otp, {
      onSuccess: onDone,
      onError: (failure) => {
        if (isApiError(failure) && failure.fields.otp) setError(failure.fields.otp.join(' '));
        else if (isApiError(failure) && failure.status > 0 && failure.status < 500)
          setAlert(failure.detail || t('twoFactor.failed'));
        else setAlert(t('twoFactor.failed'));
      },
    });
  };
  return (
    <form className="two-factor" noValidate onSubmit={submit} data-testid="two-factor-off-form">
      <p>{t('twoFactor.turnOffLead')}</p>
      <TextField
        label={t('twoFactor.codeOrRecovery')}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={64}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setError(null);
        }}
        error={error}
        testId="two-factor-off-code"
      />
      {alert ? (
        <Alert tone="error" testId="two-factor-off-alert">
          <p>{alert}</p>
        </Alert>
      ) : null}
      <div className="two-factor__buttons">
        <Button
          color="gray"
          onClick={onCancel}
          disabled={disable.isPending}
          data-testid="two-factor-off-cancel"
        >
          {t('twoFactor.cancel')}
        </Button>
        <Button type="submit" color="red" disabled={disable.isPending} data-testid="two-factor-off-submit">
          {disable.isPending ? t('twoFactor.confirming') : t('twoFactor.turnOff')}
        </Button>
      </div>
    </form>
  );
}

export function TwoFactorSettings({ user, onUpdated }: TTwoFactorSettingsProps) {
  const t = useT();
  const titleId = useId();
  const [mode, setMode] = useState<'view' | 'enrol' | 'off'>('view');
  const [result, setResult] = useState<'on' | 'off' | null>(null);

  return (
    <section className="panel-stack" aria-labelledby={titleId} data-testid="two-factor">
      <h2 className="section-title" id={titleId}>
        {t('twoFactor.title')}
      </h2>
      {mode === 'enrol' ? (
        <TwoFactorEnrolment
          onEnabled={() => {
            setMode('view');
            setResult('on');
            onUpdated({ ...user, twoFactor: true });
          }}
          onCancel={() => setMode('view')}
        />
      ) : mode === 'off' ? (
        <TurnOffForm
          onDone={() => {
            setMode('view');
            setResult('off');
            onUpdated({ ...user, twoFactor: false });
          }}
          onCancel={() => setMode('view')}
        />
      ) : (
        <>
          <p data-testid="two-factor-state" data-on={user.twoFactor ? 'true' : 'false'}>
            {user.twoFactor ? t('twoFactor.on') : t('twoFactor.off')}
          </p>
          {result ? (
            <Alert tone="success" testId="two-factor-result">
              <p>{result === 'on' ? t('twoFactor.turnedOn') : t('twoFactor.turnedOff')}</p>
            </Alert>
          ) : null}
          {!user.twoFactor ? (
            <div className="two-factor__buttons">
              <Button
                color="green"
                onClick={() => {
                  setResult(null);
                  setMode('enrol');
                }}
                data-testid="two-factor-on"
              >
                {t('twoFactor.turnOn')}
              </Button>
            </div>
          ) : user.role === 'user' ? (
            <div className="two-factor__buttons">
              <Button
                color="gray"
                onClick={() => {
                  setResult(null);
                  setMode('off');
                }}
                data-testid="two-factor-off"
              >
                {t('twoFactor.turnOff')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
