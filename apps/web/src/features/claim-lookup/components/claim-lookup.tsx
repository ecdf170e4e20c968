/**
 * "Find a claim": the visitor pastes the claim number (or the link to it) and is taken to the
 * claim's page; anything that is not a claim number is said at once, before any request.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, TextField } from '@/components/ui';
import { useT } from '@/lib/i18n';
import { readClaimRef } from '../utils/claim-ref';
import './claim-lookup.css';

export interface TClaimLookupProps {
  /** The claim's page for an id. */
  claimHref: (id: string) => string;
  /** `card`: with a heading and a hint (result pages); `compact`: one line (the footer). */
  variant?: 'card' | 'compact';
  testId?: string;
}

export function ClaimLookup({ claimHref, variant = 'card', testId = 'claim-lookup' }: TClaimLookupProps) {
  const t = useT();
  const navigate = useNavigate();
  const headingId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const ref = readClaimRef(value);
    if ('error' in ref) {
      setError(ref.error === 'empty' ? t('claimLookup.empty') : t('claimLookup.invalid'));
      return;
    }
    setError(null);
    setValue('');
    void navigate(claimHref(ref.id));
  };

  const compact = variant === 'compact';
  return (
    <form
      className={`claim-lookup claim-lookup--${variant}${compact ? '' : ' card'}`}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      data-testid={testId}
    >
      {compact ? (
        <h2 id={headingId} className="site-footer__heading">
          {t('claimLookup.title')}
        </h2>
      ) : (
        <div className="claim-lookup__head">
          <h2 id={headingId} className="section-title">
            {t('claimLookup.title')}
          </h2>
          <p className="muted">{t('claimLookup.text')}</p>
        </div>
      )}
      <div className="claim-lookup__row">
        <TextField
          className="claim-lookup__field"
          label={t('claimLookup.label')}
          placeholder={t('claimLookup.placeholder')}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(null);
          }}
          error={error}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          testId={`${testId}-input`}
        />
        <Button type="submit" color={compact ? 'gray' : 'green'} data-testid={`${testId}-submit`}>
          {t('claimLookup.submit')}
        </Button>
      </div>
    </form>
  );
}
