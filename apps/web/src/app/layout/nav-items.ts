import type { TMessageKey } from '@/lib/i18n';

/** Header navigation (docs/architecture.md#screens), by route name. */
export const NAV_ITEMS: readonly { name: string; label: TMessageKey }[] = [
  { name: 'index', label: 'nav.home' },
  { name: 'cash', label: 'nav.cash' },
  { name: 'rules', label: 'nav.rules' },
  { name: 'partners', label: 'nav.partners' },
  { name: 'shops', label: 'nav.shops' },
  { name: 'faq', label: 'nav.faq' },
  { name: 'news', label: 'nav.news' },
  { name: 'contacts', label: 'nav.contacts' },
];
