/**
 * The withdrawal of the referral balance: amount (at least the minimum, at most the balance), the
 * currency to be paid in and that currency's requisites. The server checks everything again; its
 * field errors are shown on the inputs and its message over the form.
 */
import { dec, type TInputField, type TWithdrawalCurrency } from '@exchanger/core';
import { useState, type SubmitEvent } from 'react';
import { Alert, Button, SelectField, TextField } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { useWithdrawalCurrencies } from '../api/get-withdrawal-currencies';
import {
  amountProblem,
  formFieldOf,
  normalizeAmount,
  requisiteProblem,
  type TFormMessage,
} from '../utils/withdrawal';
import { useT } from '@/lib/i18n/programs';
import '@/components/ui/panel.css';

export interface TWithdrawalFormProps {
  balance: string;
  minWithdrawal: string;
  currency: string;
}

const AMOUNT = 'amount';
const CURRENCY = 'currencyId';

const INPUT_MODE: Record<string, 'text' | 'email' | 'tel' | 'numeric'> = {
  card: 'numeric',
  phone: 'tel',
  email: 'email',
};

export function WithdrawalForm({ balance, minWithdrawal, currency }: TWithdrawalFormProps) {
  const t = useT();
  const locale = useLocale();
  const canWithdraw = dec(balance).gte(minWithdrawal);
  const currencies = useWithdrawalCurrencies(locale, canWithdraw);
  const create = useCreateWithdrawal(locale);
  const [amount, setAmount] = useState('');
  const [currencyId, setCurrencyId] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const chosen: TWithdrawalCurrency | undefined = currencies.data?.find((c) => String(c.id) === currencyId);
  const fields: TInputField[] = chosen?.fields ?? [];
  const limits = { min: minWithdrawal, balance, currency };

  const say = (message: TFormMessage | null) => (message ? t(message.key, message.vars) : null);
  const touch = (key: string) => {
    if (!touched.has(key)) setTouched((current) => new Set(current).add(key));
  };
  const clearServer = (key: string) => {
    if (key in serverErrors)
      setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([k]) => k !== key)));
  };
  const errorOf = (key: string, problem: TFormMessage | null): string | null =>
    serverErrors[key] ?? (touched.has(key) ? say(problem) : null);

  // Shown also once the balance left is below the minimum (right after a withdrawal of it).
  const successAlert = success ? (
    <Alert tone="success" testId="withdraw-success">
      <p>{success}</p>
    </Alert>
  ) : null;

  if (!canWithdraw) {
    return (
      <section className="card panel" aria-labelledby="withdraw-title" data-testid="withdraw-locked">
        <h2 className="section-title" id="withdraw-title">
          {t('referral.withdraw.title')}
        </h2>
        {successAlert}
        <p className="muted">
          {t('referral.withdraw.locked', {
            min: formatMoney(minWithdrawal, currency),
            balance: formatMoney(balance, currency),
          })}
        </p>
      </section>
    );
  }

  const problems = {
    amount: amountProblem(amount, limits),
    currency: chosen ? null : ({ key: 'referral.withdraw.currencyRequired' } as TFormMessage),
    fields: Object.fromEntries(fields.map((f) => [f.name, requisiteProblem(f, values[f.name] ?? '')])),
  };
  const isValid = !problems.amount && !problems.currency && Object.values(problems.fields).every((p) => !p);

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    setSuccess(null);
    if (!isValid || !chosen) {
      setTouched(new Set([AMOUNT, CURRENCY, ...fields.map((f) => f.name)]));
      return;
    }
    const requisites = Object.fromEntries(fields.map((f) => [f.name, (values[f.name] ?? '').trim()]));
    setAlert(null);
    setServerErrors({});
    create.mutate(
      { amount: normalizeAmount(amount), currencyId: chosen.id, requisites },
      {
        onSuccess: (created) => {
          setSuccess(created.detail);
          setAmount('');
          setValues({});
          setTouched(new Set());
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 400) {
            setServerErrors(
              Object.fromEntries(
                Object.entries(error.fields).map(([field, messages]) => [
                  formFieldOf(field),
                  messages[0] ?? '',
                ]),
              ),
            );
            setAlert(error.detail);
            return;
          }
          if (isApiError(error) && error.detail && error.status !== 0) {
            setAlert(error.detail);
            return;
          }
          console.warn('withdrawal failed', error);
          setAlert(t('referral.withdraw.failed'));
        },
      },
    );
  };

  return (
    <section className="card panel" aria-labelledby="withdraw-title">
      <h2 className="section-title" id="withdraw-title">
        {t('referral.withdraw.title')}
      </h2>
      <p className="muted">
        {t('referral.withdraw.text', {
          min: formatMoney(minWithdrawal, currency),
          balance: formatMoney(balance, currency),
        })}
      </p>
      {successAlert}
      {alert ? (
        <Alert tone="error" testId="withdraw-error">
          <p>{alert}</p>
        </Alert>
      ) : null}
      <form className="form-stack programs-form" noValidate onSubmit={onSubmit} data-testid="withdraw-form">
        <div className="programs-form__amount">
          <TextField
            label={t('referral.withdraw.amount', { currency })}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              clearServer(AMOUNT);
            }}
            onBlur={() => touch(AMOUNT)}
            error={errorOf(AMOUNT, problems.amount)}
            testId="withdraw-amount"
          />
          <Button
            color="gray"
            className="programs-form__all"
            onClick={() => {
              setAmount(balance);
              clearServer(AMOUNT);
              touch(AMOUNT);
            }}
            data-testid="withdraw-all"
          >
            {t('referral.withdraw.all')}
          </Button>
        </div>
        <SelectField
          label={t('referral.withdraw.currency')}
          placeholder={
            currencies.isPending
              ? t('referral.withdraw.currenciesLoading')
              : t('referral.withdraw.currencyPick')
          }
          options={(currencies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={currencyId}
          onChange={(event) => {
            setCurrencyId(event.target.value);
            setValues({});
            clearServer(CURRENCY);
            touch(CURRENCY);
          }}
          onBlur={() => touch(CURRENCY)}
          error={
            currencies.isError
              ? t('referral.withdraw.currenciesFailed')
              : errorOf(CURRENCY, problems.currency)
          }
          testId="withdraw-currency"
        />
        {fields.map((field) => (
          <TextField
            key={`${currencyId}-${field.name}`}
            label={field.receive.header || field.name}
            placeholder={field.receive.placeholder}
            type={field.type}
            inputMode={INPUT_MODE[field.validator] ?? 'text'}
            autoComplete="off"
            autoCapitalize={field.validator === 'name' ? 'characters' : 'off'}
            spellCheck={false}
            required={field.required}
            value={values[field.name] ?? ''}
            onChange={(event) => {
              setValues((current) => ({ ...current, [field.name]: event.target.value }));
              clearServer(field.name);
            }}
            onBlur={() => touch(field.name)}
            error={errorOf(field.name, problems.fields[field.name] ?? null)}
            testId={`withdraw-field-${field.name}`}
          />
        ))}
        <Button type="submit" color="green" disabled={create.isPending} data-testid="withdraw-submit">
          {create.isPending ? t('referral.withdraw.sending') : t('referral.withdraw.submit')}
        </Button>
      </form>
    </section>
  );
}
