/**
 * The back office's query keys that more than one of its desks share. Every answer of the operator
 * API is cached under `['admin']`: leaving the back office (logging out, losing the role) drops
 * them all at once. Each desk keeps the rest of its keys under this root in its own feature.
 */
export const ADMIN_KEY = ['admin'] as const;

/** Lists and item pages refresh this often, so new claims and other operators' moves show up. */
export const ADMIN_POLL_MS = 5_000;

/** The audit log: every decision, on any desk, reloads it. */
export const ADMIN_AUDIT_KEY = [...ADMIN_KEY, 'audit'] as const;

/** Proposals waiting for a second administrator: any money action may add one (decision 024). */
export const ADMIN_APPROVALS_KEY = [...ADMIN_KEY, 'approvals'] as const;

/**
 * The currencies of the claims queue's direction filter (from the public calculator): a change
 * in the catalogue reloads them.
 */
export const ADMIN_CURRENCY_OPTIONS_KEY = [...ADMIN_KEY, 'currencies'] as const;
