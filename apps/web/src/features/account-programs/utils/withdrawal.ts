/**
 * The withdrawal form's own checks, the same the server makes (it still decides): an amount with
 * at most 2 decimals, at least the minimum, at most the balance; the currency's requisites.
 */
import { dec, isDecimalString, validateRequisite, type TInputField } from '@exchanger/core';
import { requisiteMessageKey } from '@/lib/requisite-messages';
import type { TMessageKey, TVars } from '@/lib/i18n/programs';

export interface TFormMessage {
  key: TMessageKey;
  vars?: TVars;
}

/** What people type: a comma is a decimal point, spaces group thousands. */
export function normalizeAmount(text: string): string {
  return text.replace(/\s+/g, '').replace(',', '.');
}

export function amountProblem(
  text: string,
  limits: { min: string; balance: string; currency: string },
): TFormMessage | null {
  const amount = normalizeAmount(text);
  if (amount === '') return { key: 'referral.withdraw.amountRequired' };
  if (!isDecimalString(amount)) return { key: 'referral.withdraw.amountFormat' };
  if ((amount.split('.')[1] ?? '').replace(/0+$/, '').length > 2)
    return { key: 'referral.withdraw.amountPrecision' };
  if (dec(amount).lt(limits.min))
    return { key: 'referral.withdraw.belowMin', vars: { min: limits.min, currency: limits.currency } };
  if (dec(amount).gt(limits.balance))
    return {
      key: 'referral.withdraw.aboveBalance',
      vars: { balance: limits.balance, currency: limits.currency },
    };
  return null;
}

export function requisiteProblem(field: TInputField, value: string): TFormMessage | null {
  if (value.trim() === '' && !field.required) return null;
  const result = validateRequisite(field.validator, value);
  return result.ok ? null : { key: requisiteMessageKey(field.validator, result.problem) };
}

/** The server's field names → the form's: `requisites.wallet` → `wallet`. */
export function formFieldOf(serverField: string): string {
  return serverField.startsWith('requisites.') ? serverField.slice('requisites.'.length) : serverField;
}
