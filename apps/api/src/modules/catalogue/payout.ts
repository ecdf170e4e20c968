/**
 * Paying out of the exchanger (referral withdrawals, shop payouts): which currencies can receive a
 * payout, and the requisites a payout to one of them needs, checked as a claim's receive side is.
 */
import { validateRequisite } from '@exchanger/core';
import type { TFieldDef } from '../../db/column-types.js';
import type { TMessageKey } from '../../i18n/messages.js';
import type { TCurrencyRow } from './catalogue.repo.js';

const REQUISITE_MESSAGES = {
  required: 'requisite_required',
  too_long: 'requisite_too_long',
  invalid_format: 'requisite_invalid_format',
  invalid_checksum: 'requisite_invalid_checksum',
} as const satisfies Record<string, TMessageKey>;

export type TFieldErrors = Record<string, TMessageKey[]>;

/** Cash is handed over in an office: not a way to pay out. */
export function isPayoutCurrency(currency: TCurrencyRow, cities: Map<number, number[]>): boolean {
  return (
    currency.active && !(cities.get(currency.id)?.length ?? 0) && currency.fields.some((f) => f.onReceive)
  );
}

/**
 * The receive-side requisites of a payout, validated and normalized like a claim's; problems are
 * added to `errors` under `<prefix>.<field>`.
 */
export function checkPayoutRequisites(
  fields: TFieldDef[],
  given: Record<string, string>,
  errors: TFieldErrors,
  prefix = 'requisites',
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const field of fields) {
    if (!field.onReceive) continue;
    const raw = Object.hasOwn(given, field.name) ? (given[field.name] ?? '') : '';
    if (raw.trim() === '' && !field.required) continue;
    const result = validateRequisite(field.validator, raw);
    if (result.ok) kept[field.name] = result.value;
    else (errors[`${prefix}.${field.name}`] ??= []).push(REQUISITE_MESSAGES[result.problem]);
  }
  return kept;
}
