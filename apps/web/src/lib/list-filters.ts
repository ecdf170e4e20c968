/**
 * The filters of a list kept in the URL (a reload or a shared link shows the same list): each list
 * names its parameters and a rule for a sane value; anything else in the address is ignored rather
 * than sent to the API.
 */
import { DECIMAL_PATTERN } from '@exchanger/core';

export type TParamRule = (value: string) => boolean;
export type TFilters<K extends string> = Partial<Record<K, string>>;

/** One of `values`. */
export const oneOfParam =
  (values: readonly string[]): TParamRule =>
  (value) =>
    values.includes(value);
/** A text that is not blank, of at most 200 characters. */
export const textParam: TParamRule = (value) => value.trim().length > 0 && value.length <= 200;
/** A positive whole number of up to ten digits (a row's id). */
export const idParam: TParamRule = (value) => /^[1-9]\d{0,9}$/.test(value);
/** A day as `YYYY-MM-DD`. */
export const dayParam: TParamRule = (value) => /^\d{4}-\d{2}-\d{2}$/.test(value);
/** A decimal amount (never turned into a JavaScript number). */
export const decimalParam: TParamRule = (value) => DECIMAL_PATTERN.test(value);

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
