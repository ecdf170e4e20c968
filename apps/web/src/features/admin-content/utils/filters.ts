import { CONTENT_KINDS } from '@exchanger/core';
import { oneOfParam, textParam, type TFilters, type TParamRule } from '@/lib/list-filters';

/** `GET /admin/api/content/`: the query names of the API. */
export const CONTENT_FILTER_RULES = {
  kind: oneOfParam(CONTENT_KINDS),
  q: textParam,
} satisfies Record<string, TParamRule>;
export type TContentFilters = TFilters<keyof typeof CONTENT_FILTER_RULES>;
