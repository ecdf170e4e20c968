import { findRoute, localePrefix, localizePath, type TLocale } from '@exchanger/core';

/** The localized path of a route by name: `routePath('rules', 'en')` → `/en/rules`. */
export function routePath(name: string, locale: TLocale): string {
  const route = findRoute(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return localizePath(route.path, locale);
}

/**
 * `path` as React Router matches it: its escaped letters decoded and in lower case (the server's
 * router matches so too); as it is, in lower case, when it cannot be decoded.
 */
export function routerPath(path: string): string {
  try {
    return decodeURI(path).toLowerCase();
  } catch {
    return path.toLowerCase();
  }
}

const CLAIM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A claim id as the API issues them (a UUID); anything else in `/claim/…` or `/verify/…` is a 404. */
export function isClaimId(value: string): boolean {
  return CLAIM_ID.test(value);
}

/** The sections of the operator back office, in the order of its navigation. */
export const ADMIN_SECTIONS = [
  'claims',
  'messages',
  'users',
  'shops',
  'withdrawals',
  'approvals',
  'catalogue',
  'chains',
  'content',
  'contest',
  'settings',
  'audit',
] as const;
export type TAdminSection = (typeof ADMIN_SECTIONS)[number];

/**
 * The sections of the administrators alone: the money settings, shops and withdrawals (the API
 * answers an operator 403 on them; docs/decisions/020-roles-and-own-records.md), and the audit log,
 * which watches operators too (decision 023). An operator sees none of them in the navigation.
 */
export const ADMIN_ONLY_SECTIONS: readonly TAdminSection[] = [
  'shops',
  'withdrawals',
  'approvals',
  'catalogue',
  'audit',
];

/** Whether a member of staff with `role` works in `section`. */
export function canOpenSection(section: TAdminSection, role: string): boolean {
  return role === 'admin' || !ADMIN_ONLY_SECTIONS.includes(section);
}

/** The tabs of the catalogue section: `/admin/catalogue/currencies`… (`adminPath('catalogue', locale, tab)`). */
export const CATALOGUE_TABS = ['currencies', 'directions', 'feeds'] as const;
export type TCatalogueTab = (typeof CATALOGUE_TABS)[number];

/** The tabs of the withdrawals section: `/admin/withdrawals/referral`, `/admin/withdrawals/shops`. */
export const WITHDRAWAL_TABS = ['referral', 'shops'] as const;
export type TWithdrawalTab = (typeof WITHDRAWAL_TABS)[number];

/**
 * A path of the back office (outside the public route table): `adminPath(null, 'ru')` → `/admin`,
 * `adminPath('users', 'en')` → `/en/admin/users`, a claim: `adminPath('claims', 'ru', id)`, a tab of
 * the catalogue: `adminPath('catalogue', 'ru', 'feeds')`, a content item: `adminPath('content', 'ru', '7')`.
 */
export function adminPath(section: TAdminSection | null, locale: TLocale, id?: string): string {
  const base = `${localePrefix(locale)}/admin`;
  if (!section) return base;
  return id === undefined ? `${base}/${section}` : `${base}/${section}/${encodeURIComponent(id)}`;
}
