import { ADMIN_KEY } from '@/lib/admin-keys';

/** The users' answers, under the back office's root (dropped with it); the audit log's key is shared. */
export const peopleKeys = {
  users: () => [...ADMIN_KEY, 'users'] as const,
  /** Not under the audit log's key: a desk's decision must not walk the whole chain again. */
  auditChain: () => [...ADMIN_KEY, 'audit-chain'] as const,
};
