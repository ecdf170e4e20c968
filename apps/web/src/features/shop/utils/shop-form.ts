/**
 * The shop's own checks, the same the server makes (it still decides): the profile form (name,
 * site, payout requisites, webhook address) and amounts in the payout currency.
 */
import {
  ZWebUrl,
  dec,
  isDecimalString,
  validateRequisite,
  type TInputField,
  type TMyShop,
  type TShopOpen,
} from '@exchanger/core';
import type { TMessageKey, TVars } from '@/lib/i18n/shop';
import { requisiteMessageKey } from '@/lib/requisite-messages';

export interface TFormMessage {
  key: TMessageKey;
  vars?: TVars;
}

export interface TShopFormValues {
  name: string;
  siteUrl: string;
  description: string;
  payoutCurrencyId: string;
  webhookUrl: string;
  requisites: Record<string, string>;
}

export const EMPTY_SHOP_FORM: TShopFormValues = {
  name: '',
  siteUrl: '',
  description: '',
  payoutCurrencyId: '',
  webhookUrl: '',
  requisites: {},
};

export function formOfShop(shop: TMyShop): TShopFormValues {
  return {
    name: shop.name,
    siteUrl: shop.siteUrl,
    description: shop.description,
    payoutCurrencyId: String(shop.payoutCurrencyId),
    webhookUrl: shop.webhookUrl ?? '',
    requisites: { ...shop.payoutRequisites },
  };
}

export function urlProblem(value: string, required: boolean): TFormMessage | null {
  if (value.trim() === '') return required ? { key: 'shop.form.required' } : null;
  return ZWebUrl.safeParse(value).success ? null : { key: 'shop.form.urlFormat' };
}

export function requisiteProblem(field: TInputField, value: string): TFormMessage | null {
  if (value.trim() === '' && !field.required) return null;
  const result = validateRequisite(field.validator, value);
  return result.ok ? null : { key: requisiteMessageKey(field.validator, result.problem) };
}

/** Every problem of the form, by the form's field names (requisites by their own names). */
export function shopFormProblems(
  values: TShopFormValues,
  fields: readonly TInputField[],
): Record<string, TFormMessage | null> {
  const name = values.name.trim();
  return {
    name:
      name.length < 2
        ? { key: 'shop.form.nameShort' }
        : name.length > 100
          ? { key: 'shop.form.nameLong' }
          : null,
    siteUrl: urlProblem(values.siteUrl, true),
    description: values.description.trim().length > 500 ? { key: 'shop.form.descriptionLong' } : null,
    payoutCurrencyId: values.payoutCurrencyId ? null : { key: 'shop.form.currencyRequired' },
    webhookUrl: urlProblem(values.webhookUrl, false),
    ...Object.fromEntries(fields.map((f) => [f.name, requisiteProblem(f, values.requisites[f.name] ?? '')])),
  };
}

/** The request body: only the chosen currency's receive-side requisites, trimmed. */
export function shopBody(values: TShopFormValues, fields: readonly TInputField[]): TShopOpen {
  return {
    name: values.name.trim(),
    siteUrl: values.siteUrl.trim(),
    description: values.description.trim(),
    payoutCurrencyId: Number(values.payoutCurrencyId),
    payoutRequisites: Object.fromEntries(
      fields
        .map((f) => [f.name, (values.requisites[f.name] ?? '').trim()] as const)
        .filter(([, value]) => value !== ''),
    ),
    webhookUrl: values.webhookUrl.trim() || null,
  };
}

/** The server's field names → the form's: `payoutRequisites.card` → `card`. */
export function formFieldOf(serverField: string): string {
  const prefix = 'payoutRequisites.';
  return serverField.startsWith(prefix) ? serverField.slice(prefix.length) : serverField;
}

/** What people type: a comma is a decimal point, spaces group thousands. */
export function normalizeAmount(text: string): string {
  return text.replace(/\s+/g, '').replace(',', '.');
}

/**
 * An amount in the payout currency: a positive number, at most `max` when given. The currency's
 * precision is the server's to check (its message names the number of digits).
 */
export function amountProblem(text: string, limits: { max?: string; currency: string }): TFormMessage | null {
  const amount = normalizeAmount(text);
  if (amount === '') return { key: 'shop.form.amountRequired' };
  if (!isDecimalString(amount) || dec(amount).lte(0)) return { key: 'shop.form.amountFormat' };
  if (limits.max !== undefined && dec(amount).gt(limits.max))
    return { key: 'shop.form.amountAboveBalance', vars: { balance: limits.max, currency: limits.currency } };
  return null;
}
