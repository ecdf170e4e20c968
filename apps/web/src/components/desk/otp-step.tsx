/**
 * The fresh second-factor code a money decision may ask for (completing or refunding a claim,
 * approving a withdrawal, setting a reserve; docs/decisions/022-two-factor.md). The first attempt
 * goes without it; when the server answers 401 `otp_required` (the last code is over 15 minutes
 * old), the dialog shows a code field and the next attempt sends the code with the decision.
 */
import { useState, type ReactNode } from 'react';
import { TextField } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/admin';

export interface TOtpStep {
  /** What to add to the decision's body: the code, once asked for. */
  extra: () => { otp?: string };
  /** Checks the code field when it is shown; false keeps the decision from being sent. */
  check: () => boolean;
  /** True when `error` asked for a code: the field is shown (or says the code was wrong). */
  handle: (error: unknown) => boolean;
  /** The field, when asked for; else nothing. */
  field: ReactNode;
}

export function useOtpStep(testId: string): TOtpStep {
  const t = useT();
  const [asked, setAsked] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const sent = code.replace(/\s+/g, '');
  return {
    extra: () => (asked && sent ? { otp: sent } : {}),
    check: () => {
      if (!asked || sent) return true;
      setError(t('admin.otp.required'));
      return false;
    },
    handle: (failure) => {
      if (!(isApiError(failure) && failure.code === 'otp_required')) return false;
      setError(asked ? t('admin.otp.wrong') : null);
      setAsked(true);
      setCode('');
      return true;
    },
    field: asked ? (
      <TextField
        label={t('admin.otp.label')}
        hint={t('admin.otp.hint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={64}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setError(null);
        }}
        error={error}
        testId={testId}
      />
    ) : null,
  };
}
