import { DIRECTION_STATES } from '@exchanger/core';
import { oneOfParam, textParam, type TFilters, type TParamRule } from '@/lib/list-filters';

/** The directions' filters, read by the server (`q`: a currency's code or name; the state). */
export const DIRECTION_FILTER_RULES = {
  q: textParam,
  state: oneOfParam(DIRECTION_STATES),
} satisfies Record<string, TParamRule>;
export type TDirectionFilters = TFilters<keyof typeof DIRECTION_FILTER_RULES>;

/** The currencies' filters, read by the server (`q`: code, ticker or name; switched on or off). */
export const CURRENCY_FILTER_RULES = {
  q: textParam,
  state: oneOfParam(['active', 'inactive']),
} satisfies Record<string, TParamRule>;
export type TCurrencyFilters = TFilters<keyof typeof CURRENCY_FILTER_RULES>;
