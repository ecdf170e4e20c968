/**
 * The shop's profile: open a shop, or change it (name, site, description, payout currency and its
 * requisites, webhook address). The server checks everything again; a rejected shop that is
 * changed goes back to the operators.
 */
import type { TMyShop } from '@exchanger/core';
import { useState, type SubmitEvent } from 'react';
import { Alert, Button, SelectField, TextAreaField, TextField } from '@/components/ui';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/shop';
import { usePayoutCurrencies } from '../api/get-payout-currencies';
import { useSaveShop } from '../api/save-shop';
import { useFormErrors } from '../hooks/use-form-errors';
import {
  EMPTY_SHOP_FORM,
  formFieldOf,
  formOfShop,
  shopBody,
  shopFormProblems,
  type TShopFormValues,
} from '../utils/shop-form';
import '@/components/ui/panel.css';

const INPUT_MODE: Record<string, 'text' | 'email' | 'tel' | 'numeric'> = {
  card: 'numeric',
  phone: 'tel',
  email: 'email',
};

const TEXT_FIELDS = ['name', 'siteUrl', 'description', 'payoutCurrencyId', 'webhookUrl'] as const;

export function ShopProfileForm({
  shop,
  onSaved,
}: {
  shop: TMyShop | null;
  onSaved?: (shop: TMyShop) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const currencies = usePayoutCurrencies(locale);
  const save = useSaveShop(locale);
  const errors = useFormErrors(formFieldOf);
  const [values, setValues] = useState<TShopFormValues>(shop ? formOfShop(shop) : EMPTY_SHOP_FORM);
  const [saved, setSaved] = useState(false);

  const chosen = currencies.data?.find((c) => String(c.id) === values.payoutCurrencyId);
  const fields = chosen?.fields ?? [];
  const problems = shopFormProblems(values, fields);
  const isValid = Object.values(problems).every((p) => !p);

  const set = (key: keyof Omit<TShopFormValues, 'requisites'>, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    errors.changed(key);
    setSaved(false);
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    setSaved(false);
    if (!isValid) {
      errors.touchAll([...TEXT_FIELDS, ...fields.map((f) => f.name)]);
      return;
    }
    const body = shopBody(values, fields);
    save.mutate(shop ? { open: false, body } : { open: true, body }, {
      onSuccess: (result) => {
        errors.reset();
        setSaved(true);
        onSaved?.(result);
      },
      onError: (error) => errors.refused(error, t('shop.form.failed')),
    });
  };

  return (
    <form className="form-stack shop-form" noValidate onSubmit={onSubmit} data-testid="shop-form">
      {errors.alert ? (
        <Alert tone="error" testId="shop-form-error">
          <p>{errors.alert}</p>
        </Alert>
      ) : null}
      {saved && shop ? (
        <Alert tone="success" testId="shop-form-saved">
          <p>{t('shop.form.saved')}</p>
        </Alert>
      ) : null}
      <TextField
        label={t('shop.form.name')}
        autoComplete="organization"
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        onBlur={() => errors.touch('name')}
        error={errors.errorOf('name', problems.name)}
        required
        testId="shop-name"
      />
      <TextField
        label={t('shop.form.siteUrl')}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        value={values.siteUrl}
        onChange={(event) => set('siteUrl', event.target.value)}
        onBlur={() => errors.touch('siteUrl')}
        error={errors.errorOf('siteUrl', problems.siteUrl)}
        required
        testId="shop-site"
      />
      <TextAreaField
        label={t('shop.form.description')}
        hint={t('shop.form.descriptionHint')}
        rows={3}
        value={values.description}
        onChange={(event) => set('description', event.target.value)}
        onBlur={() => errors.touch('description')}
        error={errors.errorOf('description', problems.description)}
        testId="shop-description"
      />
      <SelectField
        label={t('shop.form.payoutCurrency')}
        hint={t('shop.form.payoutCurrencyHint')}
        placeholder={currencies.isPending ? t('shop.form.currenciesLoading') : t('shop.form.currencyPick')}
        options={(currencies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        value={values.payoutCurrencyId}
        onChange={(event) => {
          setValues((current) => ({ ...current, payoutCurrencyId: event.target.value, requisites: {} }));
          errors.changed('payoutCurrencyId');
          errors.touch('payoutCurrencyId');
        }}
        onBlur={() => errors.touch('payoutCurrencyId')}
        error={
          currencies.isError
            ? t('shop.form.currenciesFailed')
            : errors.errorOf('payoutCurrencyId', problems.payoutCurrencyId)
        }
        required
        testId="shop-currency"
      />
      {fields.map((field) => (
        <TextField
          key={`${values.payoutCurrencyId}-${field.name}`}
          label={field.receive.header || field.name}
          placeholder={field.receive.placeholder}
          type={field.type}
          inputMode={INPUT_MODE[field.validator] ?? 'text'}
          autoComplete="off"
          spellCheck={false}
          required={field.required}
          value={values.requisites[field.name] ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            setValues((current) => ({
              ...current,
              requisites: { ...current.requisites, [field.name]: value },
            }));
            errors.changed(field.name);
            setSaved(false);
          }}
          onBlur={() => errors.touch(field.name)}
          error={errors.errorOf(field.name, problems[field.name])}
          testId={`shop-field-${field.name}`}
        />
      ))}
      <TextField
        label={t('shop.form.webhookUrl')}
        hint={t('shop.form.webhookUrlHint')}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={values.webhookUrl}
        onChange={(event) => set('webhookUrl', event.target.value)}
        onBlur={() => errors.touch('webhookUrl')}
        error={errors.errorOf('webhookUrl', problems.webhookUrl)}
        testId="shop-webhook"
      />
      <div>
        <Button type="submit" color="green" disabled={save.isPending} data-testid="shop-submit">
          {save.isPending ? t('shop.form.saving') : shop ? t('shop.form.save') : t('shop.form.open')}
        </Button>
      </div>
    </form>
  );
}
