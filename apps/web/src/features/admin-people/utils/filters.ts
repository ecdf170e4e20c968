import { USER_ROLES } from '@exchanger/core';
import { oneOfParam, textParam, type TFilters, type TParamRule } from '@/lib/list-filters';

export const USER_FILTER_RULES = {
  q: textParam,
  role: oneOfParam(USER_ROLES),
  blocked: oneOfParam(['true', 'false']),
} satisfies Record<string, TParamRule>;
export type TUserFilters = TFilters<keyof typeof USER_FILTER_RULES>;

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
  actor: textParam,
  action: (value: string) => textParam(value) && value.length <= 100,
  targetType: oneOfParam(AUDIT_TARGET_TYPES),
  targetId: (value: string) => textParam(value) && value.length <= 100,
} satisfies Record<string, TParamRule>;
export type TAuditFilters = TFilters<keyof typeof AUDIT_FILTER_RULES>;
