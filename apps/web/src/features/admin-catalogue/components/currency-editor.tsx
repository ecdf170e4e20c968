/**
 * A currency's editor: its names in both languages and its precision, the input fields clients
 * fill for it (added, removed, reordered, every property edited) and the requisites clients pay it
 * to, set apart so nobody mistakes them for anything else, and whether payments received in it
 * count into its reserve; how its payments are accepted (manual or watched on its chain, a form
 * of its own: currency-watch.tsx). Save sends only the parts that changed,
 * always with a reason, and the form then shows what the server saved. Refusals land under their
 * inputs (`fields.1.name`…); leaving with unsaved edits asks first.
 */
import type { TAdminCurrencyDetail } from '@exchanger/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ItemState,
  LeaveGuard,
  Notice,
  ReasonField,
  splitRefusal,
  type TNotice,
  useActionForm,
} from '@/components/desk';
import { Alert, Button, Checkbox, TextField } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { useCurrency } from '../api/get-currency';
import { useSaveCurrency } from '../api/update-currency';
import { currencyChanges, currencyDraft, hasInput, type TCurrencyDraft } from '../utils/currency-form';
import { ActiveFlag } from './active-flag';
import {
  CurrencyFieldsCard,
  CurrencyLogoCard,
  CurrencyNameFields,
  CurrencyPayinCard,
} from './currency-sections';
import { CurrencyWatch } from './currency-watch';
import './currency-form.css';

export interface TCurrencyEditorProps {
  id: number;
  listHref: string;
  /** Administrators set the approval threshold; others see it (decision 024). */
  isAdmin: boolean;
}

export function CurrencyEditor({ id, listHref, isAdmin }: TCurrencyEditorProps) {
  const t = useT();
  const locale = useLocale();
  const currency = useCurrency(id, locale);
  const back = (
    <Link to={listHref} className="admin-back" data-testid="currency-back">
      ← {t('admin.currency.back')}
    </Link>
  );
  if (!currency.data) {
    return (
      <ItemState
        query={currency}
        back={back}
        notFound={{
          title: t('admin.currency.notFound'),
          text: t('admin.currency.notFoundText', { id }),
          testId: 'currency-not-found',
        }}
        loading={t('admin.list.loading')}
        errorTestId="currency-error"
      />
    );
  }
  return <Editor current={currency.data} back={back} isAdmin={isAdmin} />;
}

/** The inputs' errors, by the API's names of the fields (`names.en`, `fields.1.name`…). */
type TErrors = Record<string, string>;

/** Errors of a list's items lose their place when the items move: they go. */
const withoutListErrors = (errors: TErrors, list: 'fields' | 'payin.fields'): TErrors =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => !name.startsWith(`${list}.`)));

function Editor({
  current,
  back,
  isAdmin,
}: {
  current: TAdminCurrencyDetail;
  back: ReactNode;
  isAdmin: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const save = useSaveCurrency(current.id, locale);
  // What the form was filled with: a change another operator saves meanwhile is not sent back
  // unless it is edited here. It becomes the server's answer after each save.
  const [saved, setSaved] = useState(current);
  const [draft, setDraft] = useState(() => currencyDraft(current));
  const [errors, setErrors] = useState<TErrors>({});
  const [notice, setNotice] = useState<TNotice>(null);
  const reason = useActionForm({ reason: '' }, { reason: 'admin.form.reasonRequired' });
  const { change, problems, isDirty } = currencyChanges(saved, draft);

  /** An input was edited: the draft changes and its message goes. */
  const edit = (name: string, next: (draft: TCurrencyDraft) => TCurrencyDraft) => {
    setDraft(next);
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };
  /** A list changed its items (added, moved, removed). */
  const editList = (list: 'fields' | 'payin.fields', next: (draft: TCurrencyDraft) => TCurrencyDraft) => {
    setDraft(next);
    setErrors((current) => withoutListErrors(current, list));
  };
  const error = (name: string) => errors[name];

  const submit = () => {
    setNotice(null);
    const hasReason = reason.check();
    const found = Object.entries(problems);
    setErrors(Object.fromEntries(found.map(([name, message]) => [name, t(message)])));
    if (found.length > 0) reason.say(t('admin.currency.checkFields'));
    if (found.length > 0 || !hasReason) return;
    save.mutate(
      { ...change, reason: reason.values.reason.trim() },
      {
        onSuccess: (answer) => {
          setSaved(answer);
          setDraft(currencyDraft(answer));
          reason.reset({ reason: '' });
          setNotice({ tone: 'success', text: t('admin.currency.saved', { code: answer.code }) });
        },
        onError: (failure) => {
          const refusal = splitRefusal(failure, (name) => name === 'reason' || hasInput(draft, name), t);
          if (!refusal) {
            if (isApiError(failure)) setNotice({ tone: 'error', text: failure.detail });
            return;
          }
          const { reason: reasonError, ...rest } = refusal.errors;
          setErrors(rest);
          if (reasonError) reason.fail('reason', reasonError);
          const detail = isApiError(failure) ? failure.detail : null;
          reason.say(refusal.alert ?? detail ?? t('admin.form.failed'));
        },
      },
    );
  };

  const undo = () => {
    setDraft(currencyDraft(saved));
    setErrors({});
    reason.reset({ reason: '' });
  };

  const precision = Number(draft.precision.trim());
  const precisionChanged = change.precision !== undefined;

  return (
    <div className="admin-stack" data-testid="currency-editor">
      <LeaveGuard isDirty={isDirty} />
      {back}
      <header className="admin-claim-head">
        <div className="admin-claim-head__title">
          <h1 className="admin-title">
            {current.code} · {current.name}
          </h1>
          <ActiveFlag active={current.active} />
          {isDirty ? (
            <span className="admin-flag admin-flag--warning" data-testid="currency-dirty">
              {t('admin.content.unsaved')}
            </span>
          ) : null}
        </div>
        <p className="admin-sub" data-testid="currency-sub">
          {t('admin.currency.sub', { ticker: current.ticker, precision: current.precision })}
        </p>
      </header>

      <section className="admin-card card" aria-label={t('admin.currency.names')}>
        <h2 className="admin-card__title">{t('admin.currency.names')}</h2>
        <div className="admin-form-grid admin-form-grid--names">
          <CurrencyNameFields draft={draft} edit={edit} error={error} testIdPrefix="currency-name" />
          <TextField
            label={t('admin.currency.precision')}
            hint={t('admin.currency.precisionHint')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
            value={draft.precision}
            onChange={(event) => {
              const value = event.target.value;
              edit('precision', (d) => ({ ...d, precision: value }));
            }}
            error={error('precision')}
            testId="currency-precision"
          />
          <TextField
            label={t('admin.currency.approvalThreshold', { ticker: current.ticker })}
            hint={t('admin.currency.approvalThresholdHint')}
            inputMode="decimal"
            autoComplete="off"
            maxLength={40}
            readOnly={!isAdmin}
            value={draft.approvalThreshold}
            onChange={(event) => {
              const value = event.target.value;
              edit('approvalThreshold', (d) => ({ ...d, approvalThreshold: value }));
            }}
            error={error('approvalThreshold')}
            testId="currency-approval-threshold"
          />
        </div>
        {precisionChanged ? (
          <p className="admin-warning-note" role="status" data-testid="currency-precision-warning">
            {t('admin.currency.precisionChanged', {
              code: current.code,
              to: precision,
              from: saved.precision,
            })}
          </p>
        ) : null}
      </section>

      <CurrencyLogoCard
        value={draft.logo}
        error={error('logo')}
        onChange={(logo) => edit('logo', (d) => ({ ...d, logo }))}
      />
      <CurrencyFieldsCard draft={draft} code={current.code} edit={edit} editList={editList} error={error} />
      <CurrencyPayinCard draft={draft} edit={edit} editList={editList} error={error} />
      <CurrencyWatch currencyId={current.id} />

      <section className="admin-card card" aria-label={t('admin.currency.reserveTitle')}>
        <h2 className="admin-card__title">{t('admin.currency.reserveTitle')}</h2>
        <Checkbox
          label={t('admin.currency.countPayments')}
          checked={draft.countPayments}
          onChange={(event) => {
            const countPayments = event.target.checked;
            edit('countPayments', (d) => ({ ...d, countPayments }));
          }}
          testId="currency-count-payments"
        />
        <p className="admin-sub">{t('admin.currency.countPaymentsHint', { ticker: current.ticker })}</p>
      </section>

      <section className="admin-card card" aria-label={t('admin.currency.saveTitle')}>
        <form
          className="admin-stack"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!save.isPending && isDirty) submit();
          }}
        >
          <ReasonField form={reason} hint={t('admin.catalogue.reasonHint')} testId="currency-reason" />
          <Notice notice={notice} testId="currency-notice" />
          {reason.alert ? (
            <Alert tone="error" testId="currency-alert">
              <p>{reason.alert}</p>
            </Alert>
          ) : null}
          <div className="admin-actions__buttons">
            <Button
              type="submit"
              color="green"
              disabled={save.isPending || !isDirty}
              data-testid="currency-save"
            >
              {save.isPending ? t('admin.form.sending') : t('admin.currency.save')}
            </Button>
            <Button
              color="gray"
              disabled={save.isPending || !isDirty}
              onClick={undo}
              data-testid="currency-undo"
            >
              {t('admin.currency.undo')}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
