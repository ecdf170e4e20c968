/**
 * The currency editor's form: the names, the precision as typed, the input fields clients fill and
 * the pay-in requisites (each list item with a key of its own, so its inputs follow it when it
 * moves), and whether payments count into its reserve. A save sends only the top-level parts that
 * changed (names, precision, fields, payin, countPayments),
 * as the server keeps them (lines trimmed), so "Bitcoin " against "Bitcoin" is no change.
 * Problems are named as the API names its errors (`fields.1.name`, `payin.fields.0.value`), so the
 * form's own and the server's land under the same inputs.
 */
import {
  CURRENCY_CODE_PATTERN,
  GROUP_KEY_PATTERN,
  isLogoRef,
  TICKER_PATTERN,
  type TAdminCurrencyCreate,
  type TAdminCurrencyDetail,
  type TAdminCurrencyUpdate,
  type TAdminFieldDef,
  type TFilterTab,
  type TLocale,
} from '@exchanger/core';
import type { TMessageKey } from '@/lib/i18n/admin';

export type TPayinField = TAdminCurrencyDetail['payin']['fields'][number];
type TLines = Record<TLocale, string>;

/** An item of a list in the form: what the API has, and a key that follows it when it moves. */
export type TKeyed<T> = T & { key: number };

export interface TCurrencyDraft {
  names: TLines;
  precision: string;
  /** A bundled logo's key or an uploaded one's `{sha256}.{ext}`; '' while none is chosen. */
  logo: string;
  fields: TKeyed<TAdminFieldDef>[];
  payin: { fields: TKeyed<TPayinField>[]; memo: TLines };
  /** Whether a claim's payment received in it adds to its reserve (docs/decisions/021). */
  countPayments: boolean;
}

/** What a save may change (besides `active`, which the list switches). */
export type TCurrencyChange = Pick<
  TAdminCurrencyUpdate,
  'names' | 'precision' | 'logo' | 'fields' | 'payin' | 'countPayments'
>;

/** As many input fields and pay-in requisites as the API takes. */
export const MAX_FIELDS = 10;
export const MAX_PAYIN_FIELDS = 10;

let lastKey = 0;
function keyed<T extends object>(item: T): TKeyed<T> {
  lastKey += 1;
  return { ...item, key: lastKey };
}

const NO_LINES: TLines = { ru: '', en: '' };

/** The form filled with what the server saved. */
export function currencyDraft(currency: TAdminCurrencyDetail): TCurrencyDraft {
  return {
    names: { ...currency.names },
    precision: String(currency.precision),
    logo: currency.logo,
    fields: currency.fields.map(keyed),
    payin: { fields: currency.payin.fields.map(keyed), memo: { ...currency.payin.memo } },
    countPayments: currency.countPayments,
  };
}

/** A new input field: a required text, asked when the client receives the currency. */
export function newField(): TKeyed<TAdminFieldDef> {
  return keyed({
    name: '',
    type: 'text',
    validator: 'text',
    required: true,
    onSend: false,
    onReceive: true,
    send: { header: NO_LINES, placeholder: NO_LINES },
    receive: { header: NO_LINES, placeholder: NO_LINES },
  });
}

export function newPayinField(): TKeyed<TPayinField> {
  return keyed({ name: '', label: NO_LINES, value: '', qr: false });
}

/** The list with its item at `index` moved one place up (-1) or down (+1). */
export function moveItem<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const item = list[index];
  const other = list[index + by];
  if (item === undefined || other === undefined) return [...list];
  return list.with(index, other).with(index + by, item);
}

const lines = (value: TLines): TLines => ({ ru: value.ru.trim(), en: value.en.trim() });

/** An input field as the API takes it (and as the server keeps it). */
function fieldOut(field: TAdminFieldDef): TAdminFieldDef {
  return {
    name: field.name.trim(),
    type: field.type,
    validator: field.validator,
    required: field.required,
    onSend: field.onSend,
    onReceive: field.onReceive,
    send: { header: lines(field.send.header), placeholder: lines(field.send.placeholder) },
    receive: { header: lines(field.receive.header), placeholder: lines(field.receive.placeholder) },
  };
}

function payinOut(payin: TAdminCurrencyDetail['payin']): TAdminCurrencyDetail['payin'] {
  return {
    fields: payin.fields.map((field) => ({
      name: field.name.trim(),
      label: lines(field.label),
      value: field.value.trim(),
      qr: field.qr,
    })),
    memo: lines(payin.memo),
  };
}

const isSame = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** As the API takes it: a letter, then letters, digits or `_`, 40 at most. */
const FIELD_NAME = /^[a-zA-Z][a-zA-Z0-9_]{0,39}$/;
const PRECISION = /^\d{1,2}$/;

export type TCurrencyProblems = Record<string, TMessageKey>;

/** Input fields as the server checks them: valid distinct names, each asked on a side. */
function fieldProblems(fields: TAdminFieldDef[]): TCurrencyProblems {
  const problems: TCurrencyProblems = {};
  const seen = new Set<string>();
  fields.forEach((field, i) => {
    if (!FIELD_NAME.test(field.name)) problems[`fields.${i}.name`] = 'admin.currency.fieldNameInvalid';
    else if (seen.has(field.name)) problems[`fields.${i}.name`] = 'admin.currency.fieldNameTaken';
    seen.add(field.name);
    if (!field.onSend && !field.onReceive)
      problems[`fields.${i}.onSend`] = 'admin.currency.fieldSideRequired';
  });
  return problems;
}

/** Pay-in requisites: each with a name and a value. */
function payinProblems(payin: TAdminCurrencyDetail['payin']): TCurrencyProblems {
  const problems: TCurrencyProblems = {};
  payin.fields.forEach((field, i) => {
    if (!field.name) problems[`payin.fields.${i}.name`] = 'admin.currency.payinNameRequired';
    if (!field.value) problems[`payin.fields.${i}.value`] = 'admin.currency.payinValueRequired';
  });
  return problems;
}

export interface TCurrencyChanges {
  change: TCurrencyChange;
  /** What is wrong with the parts that changed, by the API's name of the input. */
  problems: TCurrencyProblems;
  /** Something differs from what is saved (even a precision that cannot be sent). */
  isDirty: boolean;
}

/** What the form changes in `saved`, and what in it cannot be sent. */
export function currencyChanges(saved: TAdminCurrencyDetail, draft: TCurrencyDraft): TCurrencyChanges {
  const change: TCurrencyChange = {};
  const problems: TCurrencyProblems = {};
  let isDirty = false;

  const names = lines(draft.names);
  if (!isSame(names, lines(saved.names))) {
    isDirty = true;
    change.names = names;
    if (!names.ru) problems['names.ru'] = 'admin.currency.nameRequired';
    if (!names.en) problems['names.en'] = 'admin.currency.nameRequired';
  }

  const precision = draft.precision.trim();
  if (!PRECISION.test(precision) || Number(precision) > 18) {
    isDirty = true;
    problems.precision = 'admin.currency.precisionInvalid';
  } else if (Number(precision) !== saved.precision) {
    isDirty = true;
    change.precision = Number(precision);
  }

  if (draft.logo !== saved.logo) {
    isDirty = true;
    change.logo = draft.logo;
  }

  const fields = draft.fields.map(fieldOut);
  if (!isSame(fields, saved.fields.map(fieldOut))) {
    isDirty = true;
    change.fields = fields;
    Object.assign(problems, fieldProblems(fields));
  }

  const payin = payinOut(draft.payin);
  if (!isSame(payin, payinOut(saved.payin))) {
    isDirty = true;
    change.payin = payin;
    Object.assign(problems, payinProblems(payin));
  }

  if (draft.countPayments !== saved.countPayments) {
    isDirty = true;
    change.countPayments = draft.countPayments;
  }

  return { change, problems, isDirty };
}

const TOP_INPUTS = new Set([
  'logo',
  'names.ru',
  'names.en',
  'precision',
  'fields',
  'payin.fields',
  'payin.memo.ru',
  'payin.memo.en',
  'countPayments',
]);
const FIELD_INPUT =
  /^fields\.(\d+)\.(?:name|type|validator|required|onSend|onReceive|(?:send|receive)\.(?:header|placeholder)\.(?:ru|en))$/;
const PAYIN_INPUT = /^payin\.fields\.(\d+)\.(?:name|value|qr|label\.(?:ru|en))$/;

/** Whether the form has an input (or a list) for the API's name of a field, to show its error under. */
export function hasInput(draft: TCurrencyDraft, name: string): boolean {
  if (TOP_INPUTS.has(name)) return true;
  const field = FIELD_INPUT.exec(name);
  if (field) return Number(field[1]) < draft.fields.length;
  const payin = PAYIN_INPUT.exec(name);
  if (payin) return Number(payin[1]) < draft.payin.fields.length;
  return false;
}

/** The form of a new currency: what the editor has, and what only a new currency sets. */
export interface TNewCurrencyDraft extends TCurrencyDraft {
  code: string;
  ticker: string;
  networkCode: string;
  networkName: string;
  /** Empty: the ticker (one picker entry per coin). */
  groupKey: string;
  filters: TFilterTab[];
  usdFormula: string;
  active: boolean;
  cityIds: number[];
}

export function newCurrencyDraft(): TNewCurrencyDraft {
  return {
    code: '',
    ticker: '',
    names: { ...NO_LINES },
    networkCode: '',
    networkName: '',
    groupKey: '',
    precision: '2',
    filters: [],
    usdFormula: '',
    logo: '',
    fields: [],
    payin: { fields: [], memo: { ...NO_LINES } },
    countPayments: false,
    active: false,
    cityIds: [],
  };
}

/** The new currency as the API takes it (without the reason), and what the server would refuse. */
export function newCurrencyInput(draft: TNewCurrencyDraft): {
  body: Omit<TAdminCurrencyCreate, 'reason'>;
  problems: TCurrencyProblems;
} {
  const problems: TCurrencyProblems = {};
  const code = draft.code.trim();
  const ticker = draft.ticker.trim();
  const groupKey = draft.groupKey.trim() || ticker;
  const names = lines(draft.names);
  const precision = draft.precision.trim();
  if (!CURRENCY_CODE_PATTERN.test(code)) problems.code = 'admin.newCurrency.codeInvalid';
  if (!TICKER_PATTERN.test(ticker)) problems.ticker = 'admin.newCurrency.tickerInvalid';
  if (!names.ru) problems['names.ru'] = 'admin.currency.nameRequired';
  if (!names.en) problems['names.en'] = 'admin.currency.nameRequired';
  if (groupKey && !GROUP_KEY_PATTERN.test(groupKey)) problems.groupKey = 'admin.newCurrency.groupInvalid';
  if (!PRECISION.test(precision) || Number(precision) > 18)
    problems.precision = 'admin.currency.precisionInvalid';
  if (draft.filters.length === 0) problems.filters = 'admin.newCurrency.filtersRequired';
  if (!isLogoRef(draft.logo)) problems.logo = 'admin.newCurrency.logoRequired';
  const fields = draft.fields.map(fieldOut);
  const payin = payinOut(draft.payin);
  Object.assign(problems, fieldProblems(fields), payinProblems(payin));
  const isCash = draft.filters.includes('cash');
  return {
    body: {
      code,
      ticker,
      names,
      networkCode: draft.networkCode.trim(),
      networkName: draft.networkName.trim(),
      groupKey,
      precision: Number(precision),
      filters: draft.filters,
      usdFormula: draft.usdFormula.trim(),
      logo: draft.logo,
      fields,
      payin,
      active: draft.active,
      cityIds: isCash ? draft.cityIds : [],
    },
    problems,
  };
}

const NEW_INPUTS = new Set([
  'code',
  'ticker',
  'networkCode',
  'networkName',
  'groupKey',
  'filters',
  'usdFormula',
  'cityIds',
  'active',
]);

/** `hasInput` of the new currency's form, which has a few more inputs. */
export function hasNewInput(draft: TCurrencyDraft, name: string): boolean {
  return NEW_INPUTS.has(name) || hasInput(draft, name);
}
