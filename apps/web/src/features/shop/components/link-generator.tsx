/**
 * `/account/shop/link-generation`: a payment link for a fixed amount in the shop's currency (an
 * invoice made from the account, with an order number made up when none is given). The buyer opens
 * it on the exchange screen and pays in any currency; the claim is tied to the shop.
 */
import type { TInvoice, TMyShop } from '@exchanger/core';
import { useState, type SubmitEvent } from 'react';
import { Alert, Button, CopyField, QrCode, SelectField, TextField } from '@/components/ui';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useT, type TMessageKey } from '@/lib/i18n/shop';
import { useCreateLink } from '../api/create-link';
import { useFormErrors } from '../hooks/use-form-errors';
import { amountProblem, normalizeAmount, urlProblem } from '../utils/shop-form';
import '@/components/ui/data-list.css';
import '@/components/ui/panel.css';
import './shop.css';

/** Minutes: an hour, a day, a week, a month (the API allows 5 minutes to 30 days). */
const LIFETIMES = [
  [60, 'shop.link.lifetime.hour'],
  [1_440, 'shop.link.lifetime.day'],
  [10_080, 'shop.link.lifetime.week'],
  [43_200, 'shop.link.lifetime.month'],
] as const satisfies readonly (readonly [number, TMessageKey])[];

interface TLinkValues {
  amount: string;
  description: string;
  orderId: string;
  lifetime: string;
  successUrl: string;
  failUrl: string;
}

const EMPTY: TLinkValues = {
  amount: '',
  description: '',
  orderId: '',
  lifetime: '1440',
  successUrl: '',
  failUrl: '',
};

function CreatedLink({ invoice }: { invoice: TInvoice }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section
      className="card panel shop-card shop-link"
      aria-labelledby="link-created-title"
      data-testid="link-created"
    >
      <h2 className="section-title" id="link-created-title">
        {t('shop.link.createdTitle')}
      </h2>
      <p>
        {t('shop.link.createdText', {
          amount: formatMoney(invoice.amount, invoice.currency),
          at: formatDateTime(invoice.expiresAt, locale),
        })}
      </p>
      <div className="shop-link__body">
        <CopyField
          value={invoice.payUrl}
          label={t('shop.link.url')}
          valueTestId="link-url"
          copyTestId="link-copy"
        />
        <QrCode value={invoice.payUrl} label={t('shop.link.qr')} />
      </div>
      <p className="muted">{t('shop.link.order', { order: invoice.orderId })}</p>
      <p>
        <a href={invoice.payUrl} target="_blank" rel="noopener noreferrer" data-testid="link-open">
          {t('shop.link.open')}
        </a>
      </p>
    </section>
  );
}

export function LinkGenerator({ shop }: { shop: TMyShop }) {
  const t = useT();
  const locale = useLocale();
  const create = useCreateLink(locale);
  const errors = useFormErrors();
  const [values, setValues] = useState<TLinkValues>(EMPTY);
  const [created, setCreated] = useState<TInvoice | null>(null);

  const problems = {
    amount: amountProblem(values.amount, { currency: shop.payoutCurrency }),
    description:
      values.description.trim().length > 500 ? ({ key: 'shop.form.descriptionLong' } as const) : null,
    orderId: values.orderId.trim().length > 100 ? ({ key: 'shop.link.orderLong' } as const) : null,
    successUrl: urlProblem(values.successUrl, false),
    failUrl: urlProblem(values.failUrl, false),
  };
  const isValid = Object.values(problems).every((p) => !p);
  const set = (key: keyof TLinkValues, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    errors.changed(key);
  };

  if (shop.status !== 'approved') {
    return (
      <Alert tone="info" testId="shop-not-approved">
        <p>{t('shop.notApproved')}</p>
      </Alert>
    );
  }

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!isValid) {
      errors.touchAll(Object.keys(problems));
      return;
    }
    create.mutate(
      {
        amount: normalizeAmount(values.amount),
        description: values.description.trim(),
        ...(values.orderId.trim() ? { orderId: values.orderId.trim() } : {}),
        lifetimeMinutes: Number(values.lifetime),
        successUrl: values.successUrl.trim() || null,
        failUrl: values.failUrl.trim() || null,
      },
      {
        onSuccess: (invoice) => {
          setCreated(invoice);
          setValues(EMPTY);
          errors.reset();
        },
        onError: (error) => errors.refused(error, t('shop.link.failed')),
      },
    );
  };

  return (
    <>
      <section className="card panel shop-card" aria-labelledby="link-title">
        <h2 className="section-title" id="link-title">
          {t('shop.link.title')}
        </h2>
        <p className="muted">{t('shop.link.text', { currency: shop.payoutCurrency })}</p>
        {errors.alert ? (
          <Alert tone="error" testId="link-error">
            <p>{errors.alert}</p>
          </Alert>
        ) : null}
        <form className="form-stack shop-form" noValidate onSubmit={onSubmit} data-testid="link-form">
          <TextField
            label={t('shop.link.amount', { currency: shop.payoutCurrency })}
            inputMode="decimal"
            autoComplete="off"
            value={values.amount}
            onChange={(event) => set('amount', event.target.value)}
            onBlur={() => errors.touch('amount')}
            error={errors.errorOf('amount', problems.amount)}
            required
            testId="link-amount"
          />
          <TextField
            label={t('shop.link.description')}
            hint={t('shop.link.descriptionHint')}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            onBlur={() => errors.touch('description')}
            error={errors.errorOf('description', problems.description)}
            testId="link-description"
          />
          <TextField
            label={t('shop.link.orderId')}
            hint={t('shop.link.orderIdHint')}
            value={values.orderId}
            onChange={(event) => set('orderId', event.target.value)}
            onBlur={() => errors.touch('orderId')}
            error={errors.errorOf('orderId', problems.orderId)}
            testId="link-order"
          />
          <SelectField
            label={t('shop.link.lifetime')}
            options={LIFETIMES.map(([minutes, name]) => ({ value: String(minutes), label: t(name) }))}
            value={values.lifetime}
            onChange={(event) => set('lifetime', event.target.value)}
            testId="link-lifetime"
          />
          <TextField
            label={t('shop.link.successUrl')}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={values.successUrl}
            onChange={(event) => set('successUrl', event.target.value)}
            onBlur={() => errors.touch('successUrl')}
            error={errors.errorOf('successUrl', problems.successUrl)}
            testId="link-success"
          />
          <TextField
            label={t('shop.link.failUrl')}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={values.failUrl}
            onChange={(event) => set('failUrl', event.target.value)}
            onBlur={() => errors.touch('failUrl')}
            error={errors.errorOf('failUrl', problems.failUrl)}
            testId="link-fail"
          />
          <div>
            <Button type="submit" color="green" disabled={create.isPending} data-testid="link-submit">
              {create.isPending ? t('shop.link.creating') : t('shop.link.create')}
            </Button>
          </div>
        </form>
      </section>
      {created ? <CreatedLink invoice={created} /> : null}
    </>
  );
}
