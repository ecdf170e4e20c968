import { SHOP_STATUSES } from '@exchanger/core';
import { oneOfParam, textParam, type TFilters, type TParamRule } from '@/lib/list-filters';

export const WITHDRAWAL_STATUSES = ['pending', 'done', 'rejected'] as const;
export type TWithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** `all` in the URL: every status (without it the desk shows what waits for a decision). */
export const WITHDRAWAL_FILTER_RULES = {
  status: oneOfParam([...WITHDRAWAL_STATUSES, 'all']),
} satisfies Record<string, TParamRule>;
export type TWithdrawalFilters = TFilters<keyof typeof WITHDRAWAL_FILTER_RULES>;

/** `GET /admin/api/shops/`: without `status` the desk shows the shops waiting; `all`: every status. */
export const SHOP_FILTER_RULES = {
  status: oneOfParam([...SHOP_STATUSES, 'all']),
  q: textParam,
} satisfies Record<string, TParamRule>;
export type TShopFilters = TFilters<keyof typeof SHOP_FILTER_RULES>;
