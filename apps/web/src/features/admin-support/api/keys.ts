import { ADMIN_KEY } from '@/lib/admin-keys';

/** Support's answers, under the back office's root (dropped with it). */
export const supportKeys = {
  /** The contact form's messages: the list, the badge and each message. */
  messages: () => [...ADMIN_KEY, 'messages'] as const,
  message: (id: number) => [...ADMIN_KEY, 'messages', 'item', id] as const,
  /** The live-chat widget and the support channels. */
  supportSettings: () => [...ADMIN_KEY, 'settings', 'support'] as const,
  /** The demo-data warning. */
  demoBanner: () => [...ADMIN_KEY, 'settings', 'demo-banner'] as const,
};
