/** The claims queue's filters in the address: the query names of `GET /admin/api/claims/`, one to one. */
import { CLAIM_STATUSES } from '@exchanger/core';
import {
  dayParam,
  decimalParam,
  idParam,
  oneOfParam,
  textParam,
  type TFilters,
  type TParamRule,
} from '@/lib/list-filters';

export const CLAIM_FILTER_RULES = {
  status: oneOfParam(CLAIM_STATUSES),
  fromId: idParam,
  toId: idParam,
  dateFrom: dayParam,
  dateTo: dayParam,
  email: textParam,
  amountMin: decimalParam,
  amountMax: decimalParam,
  q: textParam,
} satisfies Record<string, TParamRule>;
export type TClaimFilterKey = keyof typeof CLAIM_FILTER_RULES;
export type TClaimFilters = TFilters<TClaimFilterKey>;
