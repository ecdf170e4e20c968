/**
 * Which lazily loaded page module renders which route. Pages are grouped (one chunk per group)
 * until a feature needs its own page; then it gets its own entry here. The same loaders serve
 * `route.lazy` and preloading, so a preloaded chunk is simply already in the module cache.
 * The operator back office is reached only through `loadAdminModule` (never preloaded), so
 * visitors never download it.
 */
import type { TRouteDef } from '@exchanger/core';
import type { ComponentType } from 'react';
import { createPreloadQueue } from '@/lib/preload-queue';

export interface TPageModule {
  default: ComponentType;
}

const PAGE_GROUPS = {
  home: () => import('./pages/home-page'),
  info: () => import('./pages/info-page'),
  contacts: () => import('./pages/contacts-page'),
  claim: () => import('./pages/claim-page'),
  'claim-result': () => import('./pages/claim-result-page'),
  verify: () => import('./pages/verify-page'),
  auth: () => import('./pages/auth-page'),
  account: () => import('./pages/account-page'),
  'account-programs': () => import('./pages/account-programs-page'),
  shop: () => import('./pages/shop-page'),
  cash: () => import('./pages/cash-page'),
  contest: () => import('./pages/contest-page'),
  shops: () => import('./pages/shops-page'),
} satisfies Record<string, () => Promise<TPageModule>>;

export type TPageGroup = keyof typeof PAGE_GROUPS;

/** Public pages with a feature of their own: each its own chunk, named as the route. */
const OWN_GROUP = ['cash', 'contest', 'shops'] as const satisfies readonly TPageGroup[];

/** The referral programme, promocodes and loyalty level: the account-programs feature's own chunk. */
const ACCOUNT_PROGRAMS = new Set(['account-referrer', 'account-promocodes', 'account-gift']);

export function pageGroupOf(route: Pick<TRouteDef, 'name' | 'guard'>): TPageGroup {
  if (route.name === 'index') return 'home';
  if (ACCOUNT_PROGRAMS.has(route.name)) return 'account-programs';
  if (route.name === 'account-shop' || route.name.startsWith('account-shop-')) return 'shop';
  if (route.guard === 'auth') return 'account';
  if (route.guard === 'guest') return 'auth';
  if (route.name === 'claim-uuid') return 'claim';
  if (route.name === 'verify-uuid') return 'verify';
  if (route.name.startsWith('claim-')) return 'claim-result';
  if (route.name === 'contacts') return 'contacts';
  const own = OWN_GROUP.find((group) => group === route.name);
  if (own) return own;
  return 'info';
}

/**
 * The source file of each group (as the build's manifest names it): the server sends a rendered
 * page's CSS and module preloads with it (docs/decisions/034-server-rendering.md). A test checks
 * that each is the file its loader imports.
 */
const PAGE_SOURCES: Record<TPageGroup, string> = {
  home: 'src/app/pages/home-page.tsx',
  info: 'src/app/pages/info-page.tsx',
  contacts: 'src/app/pages/contacts-page.tsx',
  claim: 'src/app/pages/claim-page.tsx',
  'claim-result': 'src/app/pages/claim-result-page.tsx',
  verify: 'src/app/pages/verify-page.tsx',
  auth: 'src/app/pages/auth-page.tsx',
  account: 'src/app/pages/account-page.tsx',
  'account-programs': 'src/app/pages/account-programs-page.tsx',
  shop: 'src/app/pages/shop-page.tsx',
  cash: 'src/app/pages/cash-page.tsx',
  contest: 'src/app/pages/contest-page.tsx',
  shops: 'src/app/pages/shops-page.tsx',
};

export function pageSourceOf(route: Pick<TRouteDef, 'name' | 'guard'>): string {
  return PAGE_SOURCES[pageGroupOf(route)];
}

export function loadPageModule(route: Pick<TRouteDef, 'name' | 'guard'>): Promise<TPageModule> {
  return PAGE_GROUPS[pageGroupOf(route)]();
}

const preloadQueue = createPreloadQueue();

/** Warms the chunk of a route (at most 4 at once); never throws. */
export function preloadRoute(route: Pick<TRouteDef, 'name' | 'guard'>): Promise<void> {
  const group = pageGroupOf(route);
  return preloadQueue.preload(group, PAGE_GROUPS[group]);
}

/** The pages of the back office (`/admin/...`, outside the public route table). */
export const ADMIN_PAGES = [
  'claims',
  'claim',
  'users',
  'shops',
  'withdrawals',
  'shop-withdrawals',
  'currencies',
  'currency',
  'currency-new',
  'directions',
  'feeds',
  'chains',
  'content',
  'content-new',
  'content-item',
  'messages',
  'message',
  'settings',
  'contest',
  'audit',
  'approvals',
  'not-found',
] as const;
export type TAdminPage = (typeof ADMIN_PAGES)[number];

export interface TAdminModule {
  AdminLayout: ComponentType;
  /** Shown in the back office's frame when one of its pages fails. */
  AdminRouteError: ComponentType;
  adminPages: Record<TAdminPage, ComponentType>;
}

/** The back office's own chunk(s): only the `/admin` routes import it. */
export function loadAdminModule(): Promise<TAdminModule> {
  return import('./admin/admin-module');
}
