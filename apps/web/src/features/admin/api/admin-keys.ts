/**
 * Every answer of the operator API is cached under `['admin']`: leaving the back office (logging
 * out, losing the role) drops them all at once.
 */
export const ADMIN_KEY = ['admin'] as const;

/** Lists and the claim page refresh this often, so new claims and other operators' moves show up. */
export const ADMIN_POLL_MS = 5_000;

export const adminKeys = {
  claims: () => [...ADMIN_KEY, 'claims'] as const,
  claim: (id: string) => [...ADMIN_KEY, 'claim', id] as const,
  users: () => [...ADMIN_KEY, 'users'] as const,
  withdrawals: () => [...ADMIN_KEY, 'withdrawals'] as const,
  audit: () => [...ADMIN_KEY, 'audit'] as const,
  document: (url: string) => [...ADMIN_KEY, 'document', url] as const,
  currencies: () => [...ADMIN_KEY, 'currencies'] as const,
};
