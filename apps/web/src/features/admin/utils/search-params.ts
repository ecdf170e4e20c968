/**
 * The filters of every back-office list live in the URL (a reload or a shared link shows the
 * same list): each list names its parameters and a rule for a sane value; anything else in the
 * address is ignored rather than sent to the API.
 */
import {
  CLAIM_STATUSES,
  CONTACT_MESSAGE_STATUSES,
  CONTENT_KINDS,
  DECIMAL_PATTERN,
  SHOP_STATUSES,
  USER_ROLES,
} from '@exchanger/core';

export type TParamRule = (value: string) => boolean;
export type TFilters<K extends string> = Partial<Record<K, string>>;

const oneOf =
  (values: readonly string[]): TParamRule =>
  (value) =>
    values.includes(value);
const text: TParamRule = (value) => value.trim().length > 0 && value.length <= 200;
const id: TParamRule = (value) => /^[1-9]\d{0,9}$/.test(value);
const day: TParamRule = (value) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const decimal: TParamRule = (value) => DECIMAL_PATTERN.test(value);

/** `GET /admin/api/claims/`: the query names of the API, one to one. */
export const CLAIM_FILTER_RULES = {
  status: oneOf(CLAIM_STATUSES),
  fromId: id,
  toId: id,
  dateFrom: day,
  dateTo: day,
  email: text,
  amountMin: decimal,
  amountMax: decimal,
  q: text,
} satisfies Record<string, TParamRule>;
export type TClaimFilterKey = keyof typeof CLAIM_FILTER_RULES;
export type TClaimFilters = TFilters<TClaimFilterKey>;

export const USER_FILTER_RULES = {
  q: text,
  role: oneOf(USER_ROLES),
  blocked: oneOf(['true', 'false']),
} satisfies Record<string, TParamRule>;
export type TUserFilters = TFilters<keyof typeof USER_FILTER_RULES>;

export const WITHDRAWAL_STATUSES = ['pending', 'done', 'rejected'] as const;
export type TWithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** `all` in the URL: every status (without it the desk shows what waits for a decision). */
export const WITHDRAWAL_FILTER_RULES = {
  status: oneOf([...WITHDRAWAL_STATUSES, 'all']),
} satisfies Record<string, TParamRule>;
export type TWithdrawalFilters = TFilters<keyof typeof WITHDRAWAL_FILTER_RULES>;

/** `GET /admin/api/shops/`: without `status` the desk shows the shops waiting; `all`: every status. */
export const SHOP_FILTER_RULES = {
  status: oneOf([...SHOP_STATUSES, 'all']),
  q: text,
} satisfies Record<string, TParamRule>;
export type TShopFilters = TFilters<keyof typeof SHOP_FILTER_RULES>;

export const AUDIT_TARGET_TYPES = [
  'claim',
  'user',
  'withdrawal',
  'shop',
  'currency',
  'direction',
  'content',
  'message',
  'setting',
] as const;

export const AUDIT_FILTER_RULES = {
  actor: text,
  action: (value: string) => text(value) && value.length <= 100,
  targetType: oneOf(AUDIT_TARGET_TYPES),
  targetId: (value: string) => text(value) && value.length <= 100,
} satisfies Record<string, TParamRule>;
export type TAuditFilters = TFilters<keyof typeof AUDIT_FILTER_RULES>;

/** What the directions list can be narrowed to besides a currency: switched on, off, or without a course. */
export const DIRECTION_STATES = ['active', 'inactive', 'unavailable'] as const;
export type TDirectionState = (typeof DIRECTION_STATES)[number];

/** The directions come in one list: these filter it in the browser (`q`: a currency's code or name). */
export const DIRECTION_FILTER_RULES = {
  q: text,
  state: oneOf(DIRECTION_STATES),
} satisfies Record<string, TParamRule>;
export type TDirectionFilters = TFilters<keyof typeof DIRECTION_FILTER_RULES>;

/** `GET /admin/api/content/`: the query names of the API. */
export const CONTENT_FILTER_RULES = {
  kind: oneOf(CONTENT_KINDS),
  q: text,
} satisfies Record<string, TParamRule>;
export type TContentFilters = TFilters<keyof typeof CONTENT_FILTER_RULES>;

/** `GET /admin/api/messages/`: the query names of the API. */
export const MESSAGE_FILTER_RULES = {
  status: oneOf(CONTACT_MESSAGE_STATUSES),
  q: text,
} satisfies Record<string, TParamRule>;
export type TMessageFilters = TFilters<keyof typeof MESSAGE_FILTER_RULES>;

/** The filters of `rules` found in `params` (trimmed), the rest dropped. */
export function readFilters<K extends string>(
  params: URLSearchParams,
  rules: Record<K, TParamRule>,
): TFilters<K> {
  const filters: TFilters<K> = {};
  for (const key of Object.keys(rules) as K[]) {
    const value = params.get(key)?.trim();
    if (value && rules[key](value)) filters[key] = value;
  }
  return filters;
}

/** The page number of the address (from 1). */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? Math.min(page, 1_000_000) : 1;
}

/** The address of a list: its non-empty filters, and the page when it is not the first. */
export function filtersToSearch(filters: Partial<Record<string, string>>, page = 1): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    const trimmed = value?.trim();
    if (trimmed) search.set(key, trimmed);
  }
  if (page > 1) search.set('page', String(page));
  return search;
}
