/**
 * A new currency: its code, ticker, names, network, picker group, precision, the pickers' tabs it
 * is listed under (and, for cash, its cities), its dollar formula, logo, the fields clients fill
 * and where they pay it to. Checked here as the server checks it; the server's refusals land under
 * their inputs (a taken code too). It starts switched off unless the operator says otherwise, so
 * its directions can be set up first; once created, its editor opens.
 */
import { FILTER_TABS, type TAdminCurrencyDetail, type TFilterTab } from '@exchanger/core';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LeaveGuard, ReasonField, splitRefusal, useActionForm } from '@/components/desk';
import { Alert, Button, Checkbox, TextField } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { useT, type TMessageKey } from '@/lib/i18n/admin';
import { useCreateCurrency } from '../api/create-currency';
import { useCities } from '../api/get-cities';
import {
  hasNewInput,
  newCurrencyDraft,
  newCurrencyInput,
  type TNewCurrencyDraft,
} from '../utils/currency-form';
import {
  CurrencyFieldsCard,
  CurrencyLogoCard,
  CurrencyNameFields,
  CurrencyPayinCard,
} from './currency-sections';
import './currency-form.css';

export interface TCurrencyCreateProps {
  listHref: string;
  onCreated: (currency: TAdminCurrencyDetail) => void;
}

const FILTER_LABEL: Record<TFilterTab, TMessageKey> = {
  crypto: 'admin.newCurrency.filter.crypto',
  bank: 'admin.newCurrency.filter.bank',
  epay: 'admin.newCurrency.filter.epay',
  cash: 'admin.newCurrency.filter.cash',
};

type TErrors = Record<string, string>;
type TTextKey = 'code' | 'ticker' | 'networkCode' | 'networkName' | 'groupKey' | 'precision' | 'usdFormula';

export function CurrencyCreate({ listHref, onCreated }: TCurrencyCreateProps) {
  const t = useT();
  const locale = useLocale();
  const create = useCreateCurrency(locale);
  const [draft, setDraft] = useState(newCurrencyDraft);
  const [errors, setErrors] = useState<TErrors>({});
  const reason = useActionForm({ reason: '' }, { reason: 'admin.form.reasonRequired' });
  const isCash = draft.filters.includes('cash');
  const cities = useCities(locale, isCash);
  const identityId = useId();
  const listingId = useId();
  const isDirty = JSON.stringify(draft) !== JSON.stringify(newCurrencyDraft()) || reason.values.reason !== '';
  // Created: the guard against leaving goes first, then the editor opens.
  const [created, setCreated] = useState<TAdminCurrencyDetail | null>(null);
  useEffect(() => {
    if (created) onCreated(created);
  }, [created, onCreated]);

  const edit = (name: string, next: (d: TNewCurrencyDraft) => TNewCurrencyDraft) => {
    setDraft(next);
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };
  const editList = (list: 'fields' | 'payin.fields', next: (d: TNewCurrencyDraft) => TNewCurrencyDraft) => {
    setDraft(next);
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([k]) => !k.startsWith(`${list}.`))),
    );
  };
  const error = (name: string) => errors[name];

  const text = (
    key: TTextKey,
    label: string,
    extra: { hint?: string; maxLength: number; upper?: boolean },
  ) => (
    <TextField
      label={label}
      hint={extra.hint}
      autoComplete="off"
      spellCheck={false}
      maxLength={extra.maxLength}
      value={draft[key]}
      onChange={(event) => {
        const value = extra.upper ? event.target.value.toUpperCase() : event.target.value;
        edit(key, (d) => ({ ...d, [key]: value }));
      }}
      error={error(key)}
      testId={`new-currency-${key}`}
    />
  );

  const submit = () => {
    const hasReason = reason.check();
    const { body, problems } = newCurrencyInput(draft);
    const found = Object.entries(problems);
    setErrors(Object.fromEntries(found.map(([name, message]) => [name, t(message)])));
    if (found.length > 0) reason.say(t('admin.currency.checkFields'));
    if (found.length > 0 || !hasReason) return;
    create.mutate(
      { ...body, reason: reason.values.reason.trim() },
      {
        onSuccess: setCreated,
        onError: (failure) => {
          // A code another currency has (409) belongs under the code, like any field's refusal.
          const taken = isApiError(failure) && failure.status === 409 ? failure.fields.code?.[0] : undefined;
          if (taken) {
            setErrors({ code: taken });
            reason.say(t('admin.currency.checkFields'));
            return;
          }
          const refusal = splitRefusal(failure, (name) => name === 'reason' || hasNewInput(draft, name), t);
          if (!refusal) {
            reason.say(isApiError(failure) ? failure.detail : t('admin.form.failed'));
            return;
          }
          const { reason: reasonError, ...rest } = refusal.errors;
          setErrors(rest);
          if (reasonError) reason.fail('reason', reasonError);
          reason.say(refusal.alert ?? t('admin.currency.checkFields'));
        },
      },
    );
  };

  return (
    <div className="admin-stack" data-testid="currency-create">
      <LeaveGuard isDirty={isDirty && !created} />
      <Link to={listHref} className="admin-back" data-testid="currency-back">
        ← {t('admin.currency.back')}
      </Link>
      <header className="admin-claim-head">
        <h1 className="admin-title">{t('admin.newCurrency.title')}</h1>
        <p className="admin-sub">{t('admin.newCurrency.lead')}</p>
      </header>

      <section className="admin-card card" aria-labelledby={identityId}>
        <h2 className="admin-card__title" id={identityId}>
          {t('admin.newCurrency.identity')}
        </h2>
        <div className="admin-form-grid admin-form-grid--two">
          {text('code', t('admin.newCurrency.code'), {
            hint: t('admin.newCurrency.codeHint'),
            maxLength: 20,
            upper: true,
          })}
          {text('ticker', t('admin.newCurrency.ticker'), {
            hint: t('admin.newCurrency.tickerHint'),
            maxLength: 10,
            upper: true,
          })}
          <CurrencyNameFields draft={draft} edit={edit} error={error} testIdPrefix="new-currency-name" />
          {text('networkCode', t('admin.newCurrency.networkCode'), {
            hint: t('admin.newCurrency.networkHint'),
            maxLength: 20,
          })}
          {text('networkName', t('admin.newCurrency.networkName'), { maxLength: 100 })}
          {text('groupKey', t('admin.newCurrency.groupKey'), {
            hint: t('admin.newCurrency.groupHint'),
            maxLength: 40,
          })}
          {text('precision', t('admin.currency.precision'), {
            hint: t('admin.currency.precisionHint'),
            maxLength: 2,
          })}
        </div>
      </section>

      <section className="admin-card card" aria-labelledby={listingId}>
        <h2 className="admin-card__title" id={listingId}>
          {t('admin.newCurrency.listing')}
        </h2>
        <Choices
          legend={t('admin.newCurrency.filters')}
          hint={t('admin.newCurrency.filtersHint')}
          error={error('filters')}
          testId="new-currency-filters"
        >
          {FILTER_TABS.map((tab) => (
            <Checkbox
              key={tab}
              label={t(FILTER_LABEL[tab])}
              checked={draft.filters.includes(tab)}
              onChange={(event) => {
                const on = event.target.checked;
                edit('filters', (d) => ({
                  ...d,
                  filters: FILTER_TABS.filter((f) => (f === tab ? on : d.filters.includes(f))),
                }));
              }}
              testId={`new-currency-filter-${tab}`}
            />
          ))}
        </Choices>
        {isCash ? (
          <Choices
            legend={t('admin.newCurrency.cities')}
            hint={t('admin.newCurrency.citiesHint')}
            error={error('cityIds')}
            testId="new-currency-cities"
          >
            {(cities.data ?? []).map((city) => (
              <Checkbox
                key={city.id}
                label={city.name}
                checked={draft.cityIds.includes(city.id)}
                onChange={(event) => {
                  const on = event.target.checked;
                  edit('cityIds', (d) => ({
                    ...d,
                    cityIds: on ? [...d.cityIds, city.id] : d.cityIds.filter((c) => c !== city.id),
                  }));
                }}
                testId={`new-currency-city-${city.id}`}
              />
            ))}
          </Choices>
        ) : null}
        {text('usdFormula', t('admin.newCurrency.usdFormula'), {
          hint: t('admin.newCurrency.usdFormulaHint'),
          maxLength: 200,
        })}
        <Checkbox
          label={t('admin.newCurrency.active')}
          checked={draft.active}
          onChange={(event) => {
            const active = event.target.checked;
            edit('active', (d) => ({ ...d, active }));
          }}
          testId="new-currency-active"
        />
        <p className="admin-sub">{t('admin.newCurrency.activeHint')}</p>
      </section>

      <CurrencyLogoCard
        value={draft.logo}
        error={error('logo')}
        onChange={(logo) => edit('logo', (d) => ({ ...d, logo }))}
      />
      <CurrencyFieldsCard
        draft={draft}
        code={draft.code.trim() || t('admin.newCurrency.thisCurrency')}
        edit={edit}
        editList={editList}
        error={error}
      />
      <CurrencyPayinCard draft={draft} edit={edit} editList={editList} error={error} />

      <section className="admin-card card" aria-label={t('admin.newCurrency.create')}>
        <form
          className="admin-stack"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!create.isPending) submit();
          }}
        >
          <ReasonField form={reason} hint={t('admin.catalogue.reasonHint')} testId="new-currency-reason" />
          {reason.alert ? (
            <Alert tone="error" testId="new-currency-alert">
              <p>{reason.alert}</p>
            </Alert>
          ) : null}
          <div className="admin-actions__buttons">
            <Button type="submit" color="green" disabled={create.isPending} data-testid="new-currency-submit">
              {create.isPending ? t('admin.form.sending') : t('admin.newCurrency.create')}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}

/** A group of checkboxes with its legend, hint and error. */
function Choices({
  legend,
  hint,
  error,
  testId,
  children,
}: {
  legend: string;
  hint: string;
  error: string | undefined;
  testId: string;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <fieldset
      className="admin-fieldset"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      data-testid={testId}
    >
      <legend>{legend}</legend>
      <p className="admin-sub">{hint}</p>
      <div className="admin-choices">{children}</div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
