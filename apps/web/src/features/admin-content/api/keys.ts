import { ADMIN_KEY } from '@/lib/admin-keys';

/** The site content's answers, under the back office's root (dropped with it). */
export const contentKeys = {
  contentList: () => [...ADMIN_KEY, 'content', 'list'] as const,
  content: (id: number) => [...ADMIN_KEY, 'content', 'item', id] as const,
  /** The contest of the public `/contest` page. */
  contestSetting: () => [...ADMIN_KEY, 'settings', 'contest'] as const,
};
