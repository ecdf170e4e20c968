import { ADMIN_APPROVALS_KEY } from '@/lib/admin-keys';

/** The proposals' answers, under the key every money action reloads (it may add one). */
export const approvalKeys = {
  list: () => ADMIN_APPROVALS_KEY,
};

export const APPROVALS_PAGE_SIZE = 20;
