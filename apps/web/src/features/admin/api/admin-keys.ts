/**
 * Every answer of the operator API is cached under `['admin']`: leaving the back office (logging
 * out, losing the role) drops them all at once.
 */
export const ADMIN_KEY = ['admin'] as const;

/** Lists and the claim page refresh this often, so new claims and other operators' moves show up. */
export const ADMIN_POLL_MS = 5_000;

/** The catalogue (reserves held by claims, courses, feed health) moves more slowly. */
export const CATALOGUE_POLL_MS = 30_000;

export const adminKeys = {
  claims: () => [...ADMIN_KEY, 'claims'] as const,
  claim: (id: string) => [...ADMIN_KEY, 'claim', id] as const,
  users: () => [...ADMIN_KEY, 'users'] as const,
  withdrawals: () => [...ADMIN_KEY, 'withdrawals'] as const,
  /** Shops waiting for approval and every other, and the navigation's badge. */
  shops: () => [...ADMIN_KEY, 'shops'] as const,
  shopWithdrawals: () => [...ADMIN_KEY, 'shop-withdrawals'] as const,
  audit: () => [...ADMIN_KEY, 'audit'] as const,
  document: (url: string) => [...ADMIN_KEY, 'document', url] as const,
  currencies: () => [...ADMIN_KEY, 'currencies'] as const,
  /** Everything of the catalogue section: reserves, their history, a currency's detail, directions, feeds. */
  catalogue: () => [...ADMIN_KEY, 'catalogue'] as const,
  catalogueCurrencies: () => [...ADMIN_KEY, 'catalogue', 'currencies'] as const,
  currency: (id: number) => [...ADMIN_KEY, 'catalogue', 'currency', id] as const,
  reserveHistory: (id: number) => [...ADMIN_KEY, 'catalogue', 'reserve', id] as const,
  directions: () => [...ADMIN_KEY, 'catalogue', 'directions'] as const,
  feeds: () => [...ADMIN_KEY, 'catalogue', 'feeds'] as const,
  contentList: () => [...ADMIN_KEY, 'content', 'list'] as const,
  content: (id: number) => [...ADMIN_KEY, 'content', 'item', id] as const,
  /** The contact form's messages: the list, the badge and each message. */
  messages: () => [...ADMIN_KEY, 'messages'] as const,
  message: (id: number) => [...ADMIN_KEY, 'messages', 'item', id] as const,
  /** The live-chat widget and the support channels. */
  supportSettings: () => [...ADMIN_KEY, 'settings', 'support'] as const,
  /** The contest of the public `/contest` page. */
  contestSetting: () => [...ADMIN_KEY, 'settings', 'contest'] as const,
};
