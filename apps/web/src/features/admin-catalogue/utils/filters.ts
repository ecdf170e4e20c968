import { oneOfParam, textParam, type TFilters, type TParamRule } from '@/lib/list-filters';

/** What the directions list can be narrowed to besides a currency: switched on, off, or without a course. */
export const DIRECTION_STATES = ['active', 'inactive', 'unavailable'] as const;
export type TDirectionState = (typeof DIRECTION_STATES)[number];

/** The directions come in one list: these filter it in the browser (`q`: a currency's code or name). */
export const DIRECTION_FILTER_RULES = {
  q: textParam,
  state: oneOfParam(DIRECTION_STATES),
} satisfies Record<string, TParamRule>;
export type TDirectionFilters = TFilters<keyof typeof DIRECTION_FILTER_RULES>;
