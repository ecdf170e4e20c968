/**
 * The requisite inputs of each side of a pair (only the fields visible for a side are
 * part of the claim) and their live validation with the server's own validators (an address's
 * checksum code loaded when an address is first checked: lib/requisite-check.ts).
 */
import type { TInputField, TPair, TRequisiteProblem } from '@exchanger/core';
import { checkRequisite } from '@/lib/requisite-check';

export type TSide = 'from' | 'to';

export interface TCity {
  id: number;
  name: string;
}

export interface TSideForm {
  side: TSide;
  fields: TInputField[];
  cities: TCity[];
}

export function sideForm(pair: TPair, side: TSide): TSideForm {
  return {
    side,
    fields: pair.structure[side].input.filter((field) => field.visible),
    cities: pair.structure[side].city,
  };
}

/** The header and placeholder of a field as seen on its side (send texts on the send side). */
export function fieldText(field: TInputField, side: TSide): { header: string; placeholder: string } {
  const text = side === 'from' ? field.send : field.receive;
  return { header: text.header || field.name, placeholder: text.placeholder };
}

/** Key of a form value: `from.card`, `to.city`. */
export function fieldKey(side: TSide, name: string): string {
  return `${side}.${name}`;
}

/**
 * What is wrong with a requisite value; an optional field may stay empty. `pending` while an
 * address's check is loading.
 */
export function requisiteProblem(field: TInputField, value: string): TRequisiteProblem | 'pending' | null {
  const result = checkRequisite(field.validator, value);
  if (result.ok) return null;
  if (result.problem === 'required' && !field.required) return null;
  return result.problem;
}

/**
 * The requisites object of one side for `POST /claim/`: every visible field that has a value
 * (normalized as the server would), plus the city id as a string when the side has cities.
 */
export function collectRequisites(
  form: TSideForm,
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const field of form.fields) {
    const checked = checkRequisite(field.validator, values[fieldKey(form.side, field.name)] ?? '');
    if (checked.ok) result[field.name] = checked.value;
  }
  const city = values[fieldKey(form.side, 'city')];
  if (form.cities.length > 0 && city) result.city = city;
  return result;
}

/** Which form key a server field error belongs to (`toRequisites.card` → `to.card`). */
export function formKeyOfServerField(field: string): string {
  if (field === 'fromSumma') return 'amount.from';
  if (field === 'toSumma') return 'amount.to';
  if (field === 'email' || field === 'promocode' || field === 'agree' || field === 'altcha') return field;
  const match = /^(from|to)Requisites\.(.+)$/.exec(field);
  if (match?.[1] && match[2]) return fieldKey(match[1] as TSide, match[2]);
  return 'form';
}

/** The server's field errors of a 400, by form key (first message of each; unknown fields under `form`). */
export function mapServerFieldErrors(
  fields: Readonly<Record<string, readonly string[]>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fields)) {
    const key = formKeyOfServerField(field);
    const message = messages.join(' ');
    if (!message) continue;
    errors[key] = key === 'form' && errors.form ? `${errors.form} ${message}` : (errors[key] ?? message);
  }
  return errors;
}
