import { CONTACT_MESSAGE_STATUSES } from '@exchanger/core';
import { oneOfParam, textParam, type TFilters, type TParamRule } from '@/lib/list-filters';

/** `GET /admin/api/messages/`: the query names of the API. */
export const MESSAGE_FILTER_RULES = {
  status: oneOfParam(CONTACT_MESSAGE_STATUSES),
  q: textParam,
} satisfies Record<string, TParamRule>;
export type TMessageFilters = TFilters<keyof typeof MESSAGE_FILTER_RULES>;
