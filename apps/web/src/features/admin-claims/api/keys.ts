import { ADMIN_KEY } from '@/lib/admin-keys';

/** The claims desk's answers, under the back office's root (dropped with it). */
export const claimKeys = {
  claims: () => [...ADMIN_KEY, 'claims'] as const,
  claim: (id: string) => [...ADMIN_KEY, 'claim', id] as const,
  document: (url: string) => [...ADMIN_KEY, 'document', url] as const,
};
