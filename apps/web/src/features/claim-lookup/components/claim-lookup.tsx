/**
 * "Find a claim": the visitor gives the claim's short number (`#9c1e7f3a`) with the claim's e-mail
 * and is taken to the claim's page; a pasted link opens it straight away. The number alone opens
 * nothing: referrers and shops know it too (docs/decisions/026-claim-link-and-masking.md). What is
 * not a number or an e-mail is said at once, before any request; a wrong pair gets one answer,
 * whichever half is wrong.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, TextField } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useLocale, useT } from '@/lib/i18n';
import { useClaimLookup } from '../api/post-claim-lookup';
import { looksLikeEmail, readClaimRef } from '../utils/claim-ref';
import './claim-lookup.css';

export interface TClaimLookupProps {
  /** The claim's page for an id. */
  claimHref: (id: string) => string;
  /** `card`: with a heading and a hint (result pages); `compact`: the footer's narrow column. */
  variant?: 'card' | 'compact';
  testId?: string;
}

type TErrors = { number?: string; email?: string; form?: string };

export function ClaimLookup({ claimHref, variant = 'card', testId = 'claim-lookup' }: TClaimLookupProps) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const headingId = useId();
  const lookup = useClaimLookup(locale);
  const [number, setNumber] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<TErrors>({});

  const open = (id: string) => {
    setErrors({});
    setNumber('');
    setEmail('');
    void navigate(claimHref(id));
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const ref = readClaimRef(number);
    if ('id' in ref) {
      open(ref.id);
      return;
    }
    const found: TErrors = {};
    if ('error' in ref)
      found.number = ref.error === 'empty' ? t('claimLookup.empty') : t('claimLookup.invalid');
    if (email.trim() === '') found.email = t('claimLookup.emailEmpty');
    else if (!looksLikeEmail(email)) found.email = t('claimLookup.emailInvalid');
    setErrors(found);
    if (found.number || found.email || !('number' in ref)) return;
    lookup.mutate(
      { number: ref.number, email: email.trim() },
      {
        onSuccess: (claim) => open(claim.id),
        onError: (error) =>
          setErrors({
            form: !isApiError(error)
              ? t('claimLookup.failed')
              : error.status === 404
                ? t('claimLookup.notFound')
                : error.status === 429
                  ? t('claimLookup.tooMany')
                  : t('claimLookup.failed'),
          }),
      },
    );
  };

  const compact = variant === 'compact';
  return (
    <form
      className={`claim-lookup claim-lookup--${variant}${compact ? '' : ' card'}`}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      aria-busy={lookup.isPending}
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
          value={number}
          onChange={(event) => {
            setNumber(event.target.value);
            if (errors.number || errors.form) setErrors({ ...errors, number: undefined, form: undefined });
          }}
          error={errors.number}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          testId={`${testId}-input`}
        />
        <TextField
          className="claim-lookup__field"
          label={t('claimLookup.email')}
          placeholder={t('claimLookup.emailPlaceholder')}
          type="email"
          inputMode="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (errors.email || errors.form) setErrors({ ...errors, email: undefined, form: undefined });
          }}
          error={errors.email}
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          testId={`${testId}-email`}
        />
        <Button
          type="submit"
          color={compact ? 'gray' : 'green'}
          disabled={lookup.isPending}
          data-testid={`${testId}-submit`}
        >
          {t('claimLookup.submit')}
        </Button>
      </div>
      {errors.form ? (
        <p className="field__error" role="alert" data-testid={`${testId}-error`}>
          {errors.form}
        </p>
      ) : null}
    </form>
  );
}
