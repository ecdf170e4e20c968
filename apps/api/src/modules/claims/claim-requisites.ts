/**
 * A new claim's requisites (docs/architecture.md#claims): only the fields a currency shows on that
 * side are part of them — validated and normalized, everything else dropped — and a cash side
 * needs one of the currency's cities. Problems are collected under the domain's field names
 * (`sendRequisites.<field>`, `receiveRequisites.<field>`).
 */
import { validateRequisite } from '@exchanger/core';
import type { TFieldDef } from '../../db/column-types.js';
import type { TMessageKey } from '../../i18n/messages.js';
import type { TCurrencyRow, TFieldErrors, TSnapshot } from '../catalogue/index.js';
import type { TPayableInvoice } from './claims.deps.js';

const REQUISITE_MESSAGES = {
  required: 'requisite_required',
  too_long: 'requisite_too_long',
  invalid_format: 'requisite_invalid_format',
  invalid_checksum: 'requisite_invalid_checksum',
} as const satisfies Record<string, TMessageKey>;

type TRequisites = Record<string, string>;

/** Keeps the fields visible on this side, validated and normalized; drops everything else. */
function checkVisible(
  fields: TFieldDef[],
  side: 'send' | 'receive',
  given: TRequisites,
  prefix: string,
  errors: TFieldErrors,
): TRequisites {
  const kept: TRequisites = {};
  for (const field of fields) {
    if (!(side === 'send' ? field.onSend : field.onReceive)) continue;
    const raw = Object.hasOwn(given, field.name) ? (given[field.name] ?? '') : '';
    if (raw.trim() === '' && !field.required) continue;
    const result = validateRequisite(field.validator, raw);
    if (result.ok) kept[field.name] = result.value;
    else (errors[`${prefix}.${field.name}`] ??= []).push(REQUISITE_MESSAGES[result.problem]);
  }
  return kept;
}

/** Cash is handed over in a city: the client picks one of the currency's cities. */
function checkCity(
  snapshot: TSnapshot,
  currency: TCurrencyRow,
  given: TRequisites,
  kept: TRequisites,
  prefix: string,
  errors: TFieldErrors,
): void {
  const cityIds = snapshot.citiesByCurrency.get(currency.id) ?? [];
  if (cityIds.length === 0) return;
  const city = given.city?.trim() ?? '';
  if (city === '') (errors[`${prefix}.city`] ??= []).push('requisite_required');
  else if (!cityIds.includes(Number(city))) (errors[`${prefix}.city`] ??= []).push('city_unknown');
  else kept.city = city;
}

/**
 * The requisites of both sides as they are stored. A claim that pays a shop invoice receives to the
 * shop's payout requisites instead of the client's. Problems are added to `errors`; the caller
 * refuses the claim when there are any.
 */
export function checkRequisites(
  snapshot: TSnapshot,
  currencies: { from: TCurrencyRow; to: TCurrencyRow },
  given: { sendRequisites: TRequisites; receiveRequisites: TRequisites },
  invoice: TPayableInvoice | undefined,
  errors: TFieldErrors,
): { send: TRequisites; receive: TRequisites } {
  const { from, to } = currencies;
  const send = checkVisible(from.fields, 'send', given.sendRequisites, 'sendRequisites', errors);
  const receive = invoice
    ? { ...invoice.payoutRequisites }
    : checkVisible(to.fields, 'receive', given.receiveRequisites, 'receiveRequisites', errors);
  checkCity(snapshot, from, given.sendRequisites, send, 'sendRequisites', errors);
  checkCity(snapshot, to, given.receiveRequisites, receive, 'receiveRequisites', errors);
  return { send, receive };
}
